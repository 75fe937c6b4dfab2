import { describe, expect, it } from 'vitest';
import { allowed, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayKeepPreferences } from './preferences.policy';

describe('mayKeepPreferences', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', allowed],
    ['author', allowed],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayKeepPreferences(actors[name])).toEqual(expected);
  });
});
