import { signedIn, type Actor, type Decision } from '../../lib/actor';

/** A reader's preferences are their own: any signed-in account reads and changes its own, nobody else's. */
export const mayKeepPreferences = (actor: Actor): Decision => signedIn(actor);
