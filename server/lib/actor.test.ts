import { describe, expect, it } from 'vitest';
import { UserRole } from '#core/enums';
import type { AuthClaims } from '../plugins/auth';
import { actors } from '../test/actors';
import { actorOf, administrator, allowed, authorize, notPermitted, signedIn, signInFirst } from './actor';
import { HttpError } from './http-error';

const claims = (role: number, isAdmin: boolean): AuthClaims => ({
  userId: 7,
  role,
  isAdmin,
  tokenVersion: 0,
  tokenId: 'id',
  expiresAt: 0,
});

describe('actorOf', () => {
  it.each([
    ['a visitor', null, { role: 'anonymous' }],
    ['a reader', claims(UserRole.User, false), { role: 'reader', userId: 7, isAdmin: false }],
    ['an author', claims(UserRole.Author, false), { role: 'author', userId: 7, isAdmin: false }],
    ['an Admin role', claims(UserRole.Admin, false), { role: 'admin', userId: 7, isAdmin: true }],
    ['a reader with the admin flag', claims(UserRole.User, true), { role: 'reader', userId: 7, isAdmin: true }],
  ])('%s', (_, input, expected) => expect(actorOf(input)).toEqual(expected));
});

describe('shared decisions', () => {
  it.each([
    ['anonymous', signInFirst, signInFirst],
    ['reader', allowed, notPermitted],
    ['author', allowed, notPermitted],
    ['admin', allowed, allowed],
  ] as const)('%s: signed in → %o, administrator → %o', (name, whenSignedIn, whenAdmin) => {
    expect(signedIn(actors[name])).toEqual(whenSignedIn);
    expect(administrator(actors[name])).toEqual(whenAdmin);
  });
});

describe('authorize', () => {
  it('passes an allowed decision and throws a refusal as the API error', () => {
    expect(() => authorize(allowed)).not.toThrow();
    const error = (() => {
      try {
        authorize({ status: 409, messageKey: 'auth.errors.lastAdmin' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, messageKey: 'auth.errors.lastAdmin' });
  });
});
