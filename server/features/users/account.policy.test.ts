import { describe, expect, it } from 'vitest';
import { UserRole } from '#core/enums';
import { allowed, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayChangePersonalData, mayUseOwnAccount } from './account.policy';

const locked: Decision = { status: 403, messageKey: 'auth.errors.personalDataLocked' };

describe('mayUseOwnAccount', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', allowed],
    ['author', allowed],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayUseOwnAccount(actors[name])).toEqual(expected);
  });
});

describe('mayChangePersonalData', () => {
  // The account's stored role decides: an approved claim makes an Author before the token says so.
  it.each([
    ['anonymous', UserRole.User, signInFirst],
    ['reader', UserRole.User, allowed],
    ['reader', UserRole.Author, locked],
    ['author', UserRole.Author, locked],
    ['admin', UserRole.Admin, allowed],
  ] as Array<[ActorName, number, Decision]>)('%s with a stored role %d → %o', (name, role, expected) => {
    expect(mayChangePersonalData(actors[name], { role })).toEqual(expected);
  });
});
