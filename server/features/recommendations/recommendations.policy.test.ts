import { describe, expect, it } from 'vitest';
import { allowed, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayGetRecommendations } from './recommendations.policy';

describe('mayGetRecommendations', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', allowed],
    ['author', allowed],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayGetRecommendations(actors[name])).toEqual(expected);
  });
});
