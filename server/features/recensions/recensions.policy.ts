import {
  administrator,
  allowed,
  notPermitted,
  signedIn,
  signInFirst,
  type Actor,
  type Decision,
} from '../../lib/actor';

/** What the rules need of a recension or quote: its writer (null: entered by the administration) and approval. */
export interface Writing {
  userId: number | null;
  approved: boolean;
}

/** Writing a recension, liking and saving one, reading one's own lists: any signed-in account. */
export const mayWriteRecension = (actor: Actor): Decision => signedIn(actor);
export const mayMarkRecension = (actor: Actor): Decision => signedIn(actor);
export const mayReadOwnLists = (actor: Actor): Decision => signedIn(actor);

/** Only the writer edits their text (an administrator edits through moderation). */
export function mayEditWriting(actor: Actor, writing: Writing): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  return writing.userId === actor.userId ? allowed : notPermitted;
}

/** The writer deletes their own; an administrator deletes any. */
export function mayDeleteWriting(actor: Actor, writing: Writing): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  return writing.userId === actor.userId || actor.isAdmin ? allowed : notPermitted;
}

/** Approving, refusing, editing and deleting any recension or quote: administrators only. */
export const mayModerate = (actor: Actor): Decision => administrator(actor);

/**
 * Who sees a recension or quote: everyone once approved; before that (waiting, or refused) its
 * writer and administrators. Others are told it does not exist.
 */
export function canSeeWriting(actor: Actor, writing: Writing): boolean {
  if (writing.approved) return true;
  if (actor.role === 'anonymous') return false;
  return writing.userId === actor.userId || actor.isAdmin;
}
