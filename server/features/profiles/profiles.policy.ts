import { allowed, signedIn, type Actor, type Decision } from '../../lib/actor';

/** The caller's own profile lists (`me/book-status`, `me/activity`, `me/requests`, `me/statistics`). */
export const mayReadOwnProfile = (actor: Actor): Decision => signedIn(actor);

/**
 * Profiles, shelves, activity and statistics are public (decision 0018): spec §3's privacy
 * settings govern friend requests and messages, not what a reader keeps or writes.
 */
export const mayReadProfile = (_actor: Actor): Decision => allowed;

/** Who looks at a profile, as far as its owner's privacy goes. */
export type ProfileViewer = 'self' | 'friend' | 'other' | 'visitor';

export function profileViewerOf(actor: Actor, ownerId: number, areFriends: boolean): ProfileViewer {
  if (actor.role === 'anonymous') return 'visitor';
  if (actor.userId === ownerId) return 'self';
  return areFriends ? 'friend' : 'other';
}

export interface ProfileVisibility {
  /** The birthday: personal enough for friends only. */
  birthday: boolean;
  /** Recensions and quotes still waiting for approval (counts and timeline). */
  pendingWriting: boolean;
}

/** What of a profile beyond its public part a viewer sees. */
export function profileVisibility(viewer: ProfileViewer): ProfileVisibility {
  return { birthday: viewer === 'self' || viewer === 'friend', pendingWriting: viewer === 'self' };
}
