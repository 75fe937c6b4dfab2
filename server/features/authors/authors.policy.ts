import { allowed, notPermitted, signInFirst, type Actor, type Decision } from '../../lib/actor';

/** Reading and editing one's own author page: Author accounts only, and only the page they claimed. */
export function mayEditOwnAuthorPage(actor: Actor): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  return actor.role === 'author' ? allowed : notPermitted;
}
