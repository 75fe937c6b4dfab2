import { allowed, notPermitted, signedIn, signInFirst, type Actor, type Decision } from '../../lib/actor';

/** What stands between the caller and another reader when the caller asks for friendship. */
export interface FriendshipFacts {
  targetId: number;
  friends: boolean;
  /** The caller's own earlier request to the target: still waiting, or ignored by the target. */
  outgoing: 'pending' | 'rejected' | null;
}

/**
 * Asking for friendship: signed in, not oneself, not twice. A request the other reader ignored stays
 * ignored: it counts as already asked, so the asker cannot send it again and again.
 */
export function mayAskFriendship(actor: Actor, facts: FriendshipFacts): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  if (facts.targetId === actor.userId) return { status: 400, messageKey: 'errors.friends.self' };
  if (facts.friends) return { status: 409, messageKey: 'errors.friends.already' };
  if (facts.outgoing) return { status: 409, messageKey: 'errors.friends.alreadyRequested' };
  return allowed;
}

/** Only the receiver approves or ignores a request, and only while it waits. */
export function mayDecideRequest(actor: Actor, request: { toUserId: number; pending: boolean }): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  if (request.toUserId !== actor.userId) return { ...notPermitted, messageKey: 'errors.friends.notYourRequest' };
  if (!request.pending) return { status: 409, messageKey: 'errors.friends.requestDecided' };
  return allowed;
}

/** One's own friends, requests and invitations; removing a friend. */
export const mayKeepFriends = (actor: Actor): Decision => signedIn(actor);
