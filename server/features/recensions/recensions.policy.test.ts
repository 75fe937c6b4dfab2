import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import {
  canSeeWriting,
  mayDeleteWriting,
  mayEditWriting,
  mayMarkRecension,
  mayModerate,
  mayReadOwnLists,
  mayWriteRecension,
} from './recensions.policy';

const readersOwn = { userId: actors.reader.userId, approved: false };
const authorsApproved = { userId: actors.author.userId, approved: true };
const authorsWaiting = { userId: actors.author.userId, approved: false };

describe('recensions policy', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', allowed],
    ['author', allowed],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s writes, likes, saves and reads own lists → %o', (name, expected) => {
    expect(mayWriteRecension(actors[name])).toEqual(expected);
    expect(mayMarkRecension(actors[name])).toEqual(expected);
    expect(mayReadOwnLists(actors[name])).toEqual(expected);
  });

  it.each([
    ['anonymous', readersOwn, signInFirst, signInFirst],
    ['reader', readersOwn, allowed, allowed],
    ['author', readersOwn, notPermitted, notPermitted],
    ['admin', readersOwn, notPermitted, allowed],
    ['reader', authorsApproved, notPermitted, notPermitted],
    ['author', authorsApproved, allowed, allowed],
    ['admin', { userId: null, approved: true }, notPermitted, allowed],
  ] as Array<[ActorName, { userId: number | null; approved: boolean }, Decision, Decision]>)(
    '%s on %o: edit → %o, delete → %o',
    (name, writing, edit, remove) => {
      expect(mayEditWriting(actors[name], writing)).toEqual(edit);
      expect(mayDeleteWriting(actors[name], writing)).toEqual(remove);
    },
  );

  it.each([
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', notPermitted],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s moderates → %o', (name, expected) => {
    expect(mayModerate(actors[name])).toEqual(expected);
  });

  it.each([
    ['anonymous', authorsApproved, true],
    ['anonymous', authorsWaiting, false],
    ['reader', authorsWaiting, false],
    ['reader', readersOwn, true],
    ['author', authorsWaiting, true],
    ['admin', authorsWaiting, true],
  ] as Array<[ActorName, { userId: number; approved: boolean }, boolean]>)(
    '%s sees %o → %s',
    (name, writing, expected) => {
      expect(canSeeWriting(actors[name], writing)).toBe(expected);
    },
  );
});
