import { signedIn, type Actor, type Decision } from '../../lib/actor';

/** A reading status belongs to a signed-in reader's own shelf, whatever the role. */
export const mayKeepReadingStatus = (actor: Actor): Decision => signedIn(actor);
