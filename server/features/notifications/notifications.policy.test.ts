import { describe, expect, it } from 'vitest';
import { allowed, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayUseOwnNotifications } from './notifications.policy';

describe('mayUseOwnNotifications', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', allowed],
    ['author', allowed],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayUseOwnNotifications(actors[name])).toEqual(expected);
  });
});
