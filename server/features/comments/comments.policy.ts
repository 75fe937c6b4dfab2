import { allowed, notPermitted, signedIn, signInFirst, type Actor, type Decision } from '../../lib/actor';

/** Writing, liking, disliking and saving comments: any signed-in account (spec §6). */
export const mayComment = (actor: Actor): Decision => signedIn(actor);
export const mayReactToComment = (actor: Actor): Decision => signedIn(actor);

/** Only the writer edits a comment. */
export function mayEditComment(actor: Actor, comment: { userId: number }): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  return comment.userId === actor.userId ? allowed : notPermitted;
}

/** The writer deletes their own comment; an administrator deletes any. */
export function mayDeleteComment(actor: Actor, comment: { userId: number }): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  return comment.userId === actor.userId || actor.isAdmin ? allowed : notPermitted;
}
