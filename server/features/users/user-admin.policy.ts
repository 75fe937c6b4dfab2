import { UserRole } from '#core/enums';
import { administrator, allowed, type Actor, type Decision } from '../../lib/actor';

/** Listing, reading and deciding author claims: administrators only. */
export const mayManageUsers = (actor: Actor): Decision => administrator(actor);

/** A user record as far as administration rights go. */
export interface AdminTarget {
  id: number;
  role: number;
  isAdmin: boolean;
  /** A blocked administrator cannot sign in, so does not count as one. */
  blockedAt: Date | null;
}

export const holdsAdminRights = (user: { role: number; isAdmin: boolean }) =>
  user.isAdmin || user.role === UserRole.Admin;

/** An administrator who can act: holds the rights and is not blocked. */
export const isActiveAdministrator = (user: Pick<AdminTarget, 'role' | 'isAdmin' | 'blockedAt'>) =>
  holdsAdminRights(user) && !user.blockedAt;

const ownAdminRights = { status: 403, messageKey: 'auth.errors.cannotRemoveOwnAdmin' } as const;
const lastAdmin = { status: 409, messageKey: 'auth.errors.lastAdmin' } as const;
const deleteSelf = { status: 400, messageKey: 'auth.errors.cannotDeleteSelf' } as const;
const blockSelf = { status: 400, messageKey: 'auth.errors.cannotBlockSelf' } as const;

/*
 * There is always an administrator who can act: nobody takes away their own rights, and the last
 * active administrator (holding the rights, not blocked) is never demoted, blocked or deleted.
 * `administrators` counts the active ones, taken with their rows locked.
 */

/** Editing a user. */
export function mayUpdateUser(
  actor: Actor,
  change: { target: AdminTarget; keepsAdminRights: boolean; administrators: number },
): Decision {
  const decision = administrator(actor);
  if (decision !== allowed || actor.role === 'anonymous') return decision;
  if (!isActiveAdministrator(change.target) || change.keepsAdminRights) return allowed;
  if (change.target.id === actor.userId) return ownAdminRights;
  return change.administrators <= 1 ? lastAdmin : allowed;
}

/** Deleting a user: never oneself here, never the last active administrator. */
export function mayDeleteUser(actor: Actor, subject: { target: AdminTarget; administrators: number }): Decision {
  const decision = administrator(actor);
  if (decision !== allowed || actor.role === 'anonymous') return decision;
  if (subject.target.id === actor.userId) return deleteSelf;
  return isActiveAdministrator(subject.target) && subject.administrators <= 1 ? lastAdmin : allowed;
}

/** Blocking a user: never oneself, never the last active administrator. */
export function mayBlockUser(actor: Actor, subject: { target: AdminTarget; administrators: number }): Decision {
  const decision = administrator(actor);
  if (decision !== allowed || actor.role === 'anonymous') return decision;
  if (subject.target.id === actor.userId) return blockSelf;
  return isActiveAdministrator(subject.target) && subject.administrators <= 1 ? lastAdmin : allowed;
}
