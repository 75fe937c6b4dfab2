import { signedIn, type Actor, type Decision } from '../../lib/actor';

/** A signed-in account reads its own notifications and marks them seen; nobody reads another's. */
export const mayUseOwnNotifications = (actor: Actor): Decision => signedIn(actor);
