import { describe, expect, it } from 'vitest';
import { allowed, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import {
  mayReadOwnProfile,
  mayReadProfile,
  profileViewerOf,
  profileVisibility,
  type ProfileViewer,
  type ProfileVisibility,
} from './profiles.policy';

describe('mayReadOwnProfile', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', allowed],
    ['author', allowed],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayReadOwnProfile(actors[name])).toEqual(expected);
  });
});

describe('mayReadProfile', () => {
  it.each(['anonymous', 'reader', 'author', 'admin'] as ActorName[])('%s → allowed', (name) => {
    expect(mayReadProfile(actors[name])).toBe(allowed);
  });
});

describe('profileViewerOf', () => {
  const reader = actors.reader as { userId: number };
  it.each([
    ['anonymous', 99, false, 'visitor'],
    ['reader', reader.userId, false, 'self'],
    ['reader', 99, true, 'friend'],
    ['reader', 99, false, 'other'],
    ['admin', 99, false, 'other'],
  ] as Array<[ActorName, number, boolean, ProfileViewer]>)(
    '%s on user %i (friends: %s) → %s',
    (name, owner, friends, viewer) => {
      expect(profileViewerOf(actors[name], owner, friends)).toBe(viewer);
    },
  );
});

describe('profileVisibility', () => {
  it.each([
    ['visitor', { birthday: false, pendingWriting: false }],
    ['other', { birthday: false, pendingWriting: false }],
    ['friend', { birthday: true, pendingWriting: false }],
    ['self', { birthday: true, pendingWriting: true }],
  ] as Array<[ProfileViewer, ProfileVisibility]>)('%s → %o', (viewer, expected) => {
    expect(profileVisibility(viewer)).toEqual(expected);
  });
});
