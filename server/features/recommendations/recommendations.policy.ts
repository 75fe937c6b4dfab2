import { signedIn, type Actor, type Decision } from '../../lib/actor';

/** Recommendations are computed from one's own shelves and preferences: any signed-in account, for itself. */
export const mayGetRecommendations = (actor: Actor): Decision => signedIn(actor);
