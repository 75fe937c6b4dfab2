import { describe, expect, it } from 'vitest';
import { UserRole } from '#core/enums';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayBlockUser, mayDeleteUser, mayManageUsers, mayUpdateUser, type AdminTarget } from './user-admin.policy';

const ownRights: Decision = { status: 403, messageKey: 'auth.errors.cannotRemoveOwnAdmin' };
const lastAdmin: Decision = { status: 409, messageKey: 'auth.errors.lastAdmin' };
const deleteSelf: Decision = { status: 400, messageKey: 'auth.errors.cannotDeleteSelf' };
const blockSelf: Decision = { status: 400, messageKey: 'auth.errors.cannotBlockSelf' };

const reader: AdminTarget = { id: 10, role: UserRole.User, isAdmin: false, blockedAt: null };
const otherAdmin: AdminTarget = { id: 11, role: UserRole.User, isAdmin: true, blockedAt: null };
const adminByRole: AdminTarget = { id: 12, role: UserRole.Admin, isAdmin: false, blockedAt: null };
const blockedAdmin: AdminTarget = { id: 13, role: UserRole.Admin, isAdmin: true, blockedAt: new Date() };
const self: AdminTarget = { id: actors.admin.userId, role: UserRole.Admin, isAdmin: true, blockedAt: null };

describe('mayManageUsers', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', notPermitted],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayManageUsers(actors[name])).toEqual(expected);
  });
});

describe('mayUpdateUser', () => {
  it.each([
    ['anonymous', 'edits a reader', reader, true, 2, signInFirst],
    ['reader', 'edits a reader', reader, true, 2, notPermitted],
    ['author', 'demotes an admin', otherAdmin, false, 2, notPermitted],
    ['admin', 'edits a reader', reader, true, 1, allowed],
    ['admin', 'edits an admin who stays one', otherAdmin, true, 1, allowed],
    ['admin', 'demotes another admin', otherAdmin, false, 2, allowed],
    ['admin', 'demotes an admin by role', adminByRole, false, 2, allowed],
    ['admin', 'demotes the last admin', otherAdmin, false, 1, lastAdmin],
    ['admin', 'demotes the last admin by role', adminByRole, false, 1, lastAdmin],
    ['admin', 'removes their own rights', self, false, 3, ownRights],
    ['admin', 'removes their own rights, the last admin', self, false, 1, ownRights],
    ['admin', 'edits themselves, keeping the rights', self, true, 1, allowed],
    ['admin', 'demotes a blocked admin while the only active one', blockedAdmin, false, 1, allowed],
  ] as Array<[ActorName, string, AdminTarget, boolean, number, Decision]>)(
    '%s %s (%o, keeps: %s, admins: %d)',
    (name, _, target, keepsAdminRights, administrators, expected) => {
      expect(mayUpdateUser(actors[name], { target, keepsAdminRights, administrators })).toEqual(expected);
    },
  );
});

describe('mayDeleteUser', () => {
  it.each([
    ['anonymous', 'deletes a reader', reader, 2, signInFirst],
    ['reader', 'deletes a reader', reader, 2, notPermitted],
    ['author', 'deletes an admin', otherAdmin, 2, notPermitted],
    ['admin', 'deletes a reader', reader, 1, allowed],
    ['admin', 'deletes another admin', otherAdmin, 2, allowed],
    ['admin', 'deletes the last admin', otherAdmin, 1, lastAdmin],
    ['admin', 'deletes the last admin by role', adminByRole, 1, lastAdmin],
    ['admin', 'deletes themselves', self, 2, deleteSelf],
    ['admin', 'deletes a blocked admin while the only active one', blockedAdmin, 1, allowed],
  ] as Array<[ActorName, string, AdminTarget, number, Decision]>)(
    '%s %s',
    (name, _, target, administrators, expected) => {
      expect(mayDeleteUser(actors[name], { target, administrators })).toEqual(expected);
    },
  );
});

describe('mayBlockUser', () => {
  it.each([
    ['anonymous', 'blocks a reader', reader, 2, signInFirst],
    ['reader', 'blocks a reader', reader, 2, notPermitted],
    ['author', 'blocks an admin', otherAdmin, 2, notPermitted],
    ['admin', 'blocks a reader', reader, 1, allowed],
    ['admin', 'blocks another admin', otherAdmin, 2, allowed],
    ['admin', 'blocks the last active admin', otherAdmin, 1, lastAdmin],
    ['admin', 'blocks the last active admin by role', adminByRole, 1, lastAdmin],
    ['admin', 'blocks an already blocked admin', blockedAdmin, 1, allowed],
    ['admin', 'blocks themselves', self, 2, blockSelf],
    ['admin', 'blocks themselves, the last admin', self, 1, blockSelf],
  ] as Array<[ActorName, string, AdminTarget, number, Decision]>)(
    '%s %s',
    (name, _, target, administrators, expected) => {
      expect(mayBlockUser(actors[name], { target, administrators })).toEqual(expected);
    },
  );
});
