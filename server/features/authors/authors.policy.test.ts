import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayEditOwnAuthorPage } from './authors.policy';

describe('mayEditOwnAuthorPage', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', allowed],
    ['admin', notPermitted],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayEditOwnAuthorPage(actors[name])).toEqual(expected);
  });
});
