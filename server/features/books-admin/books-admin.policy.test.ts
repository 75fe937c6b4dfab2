import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayAdministerBooks, mayDeleteBook, type BookDependants } from './books-admin.policy';

const refused = { status: 409, messageKey: 'admin-books.errors.deleteRefused' };
const none: BookDependants = { readers: 0, recensions: 0, quotes: 0 };

describe('mayAdministerBooks', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', notPermitted],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayAdministerBooks(actors[name])).toEqual(expected);
  });

  it('allows an author holding the admin flag', () => {
    expect(mayAdministerBooks({ ...actors.author, isAdmin: true })).toBe(allowed);
  });
});

describe('mayDeleteBook', () => {
  it.each([
    ['anonymous', 'nothing leans on it', none, signInFirst],
    ['reader', 'nothing leans on it', none, notPermitted],
    ['author', 'nothing leans on it', none, notPermitted],
    ['admin', 'nothing leans on it', none, allowed],
    ['admin', 'one reader shelved it', { ...none, readers: 1 }, refused],
    ['admin', 'it has a recension', { ...none, recensions: 1 }, refused],
    ['admin', 'it has a quote', { ...none, quotes: 2 }, refused],
    ['reader', 'it has readers', { ...none, readers: 5 }, notPermitted],
  ] as Array<[ActorName, string, BookDependants, Decision]>)('%s, %s → %o', (name, _, dependants, expected) => {
    expect(mayDeleteBook(actors[name], dependants)).toEqual(expected);
  });
});
