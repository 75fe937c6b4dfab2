import { describe, expect, it } from 'vitest';
import { allowed, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayAskFriendship, mayDecideRequest, mayKeepFriends, type FriendshipFacts } from './friends.policy';

const other = 42;
const fresh: FriendshipFacts = { targetId: other, friends: false, outgoing: null };
const self = { status: 400, messageKey: 'errors.friends.self' };
const already = { status: 409, messageKey: 'errors.friends.already' };
const asked = { status: 409, messageKey: 'errors.friends.alreadyRequested' };
const notYours = { status: 403, messageKey: 'errors.friends.notYourRequest' };
const decided = { status: 409, messageKey: 'errors.friends.requestDecided' };

describe('mayAskFriendship', () => {
  it.each([
    ['anonymous', fresh, signInFirst],
    ['reader', fresh, allowed],
    ['author', fresh, allowed],
    ['admin', fresh, allowed],
    ['reader', { ...fresh, targetId: 1 }, self],
    ['admin', { ...fresh, targetId: 3 }, self],
    ['reader', { ...fresh, friends: true }, already],
    ['reader', { ...fresh, outgoing: 'pending' }, asked],
    ['reader', { ...fresh, outgoing: 'rejected' }, asked],
  ] as Array<[ActorName, FriendshipFacts, Decision]>)('%s asking %o → %o', (name, facts, expected) => {
    expect(mayAskFriendship(actors[name], facts)).toEqual(expected);
  });
});

describe('mayDecideRequest', () => {
  it.each([
    ['anonymous', { toUserId: 1, pending: true }, signInFirst],
    ['reader', { toUserId: 1, pending: true }, allowed],
    ['reader', { toUserId: 2, pending: true }, notYours],
    ['admin', { toUserId: 1, pending: true }, notYours],
    ['author', { toUserId: 2, pending: false }, decided],
  ] as Array<[ActorName, { toUserId: number; pending: boolean }, Decision]>)(
    '%s deciding %o → %o',
    (name, request, expected) => {
      expect(mayDecideRequest(actors[name], request)).toEqual(expected);
    },
  );
});

describe('mayKeepFriends', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', allowed],
    ['author', allowed],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayKeepFriends(actors[name])).toEqual(expected);
  });
});
