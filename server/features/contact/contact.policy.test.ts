import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayMarkAnswered, mayReadTeamMessages, mayWriteToTeam } from './contact.policy';

const pending = { status: 409, messageKey: 'errors.contact.pending' };
const alreadyAnswered = { status: 409, messageKey: 'errors.contact.answered' };

describe('mayWriteToTeam', () => {
  it.each([
    ['anonymous', false, allowed],
    ['reader', false, allowed],
    ['author', false, allowed],
    ['admin', false, allowed],
    ['anonymous', true, pending],
    ['reader', true, pending],
    ['admin', true, pending],
  ] as Array<[ActorName, boolean, Decision]>)(
    '%s, unanswered message %s → %o',
    (name, hasUnansweredMessage, expected) => {
      expect(mayWriteToTeam(actors[name], { hasUnansweredMessage })).toEqual(expected);
    },
  );
});

describe('mayReadTeamMessages', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', notPermitted],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayReadTeamMessages(actors[name])).toEqual(expected);
  });

  it('lets a reader with administration rights read them', () => {
    expect(mayReadTeamMessages({ ...actors.reader, isAdmin: true })).toBe(allowed);
  });
});

describe('mayMarkAnswered', () => {
  it.each([
    ['anonymous', false, signInFirst],
    ['anonymous', true, signInFirst],
    ['reader', false, notPermitted],
    ['reader', true, notPermitted],
    ['author', false, notPermitted],
    ['admin', false, allowed],
    ['admin', true, alreadyAnswered],
  ] as Array<[ActorName, boolean, Decision]>)('%s, answered %s → %o', (name, answered, expected) => {
    expect(mayMarkAnswered(actors[name], { answered })).toEqual(expected);
  });
});
