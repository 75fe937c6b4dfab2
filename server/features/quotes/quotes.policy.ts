import { signedIn, type Actor, type Decision } from '../../lib/actor';

export {
  canSeeWriting,
  mayDeleteWriting,
  mayEditWriting,
  mayModerate,
  mayReadOwnLists,
} from '../recensions/recensions.policy';

/**
 * Quotes follow the rules of recensions (the writer edits and deletes; approval before the public
 * sees them; moderation is admin-only): entering, liking and saving one takes a signed-in account.
 */
export const mayWriteQuote = (actor: Actor): Decision => signedIn(actor);
export const mayMarkQuote = (actor: Actor): Decision => signedIn(actor);
