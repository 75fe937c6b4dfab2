import { allowed, notPermitted, signInFirst, type Actor, type Decision } from '../../lib/actor';

/** The genre picker of an Author's own book: Author accounts, and for a given book only its owner. */
export function mayPickOwnBookGenres(actor: Actor, book?: { ownerUserId: number | null }): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  if (actor.role !== 'author') return notPermitted;
  return !book || book.ownerUserId === actor.userId ? allowed : notPermitted;
}
