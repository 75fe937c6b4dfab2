import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import {
  canSeeWriting,
  mayDeleteWriting,
  mayEditWriting,
  mayMarkQuote,
  mayModerate,
  mayWriteQuote,
} from './quotes.policy';

const readersQuote = { userId: actors.reader.userId, approved: false };
const administrationsQuote = { userId: null, approved: true };

describe('quotes policy', () => {
  it.each([
    ['anonymous', signInFirst, signInFirst, signInFirst, signInFirst],
    ['reader', allowed, allowed, allowed, notPermitted],
    ['author', allowed, notPermitted, notPermitted, notPermitted],
    ['admin', allowed, notPermitted, allowed, allowed],
  ] as Array<[ActorName, Decision, Decision, Decision, Decision]>)(
    "%s: write/mark → %o, edit the reader's → %o, delete it → %o, moderate → %o",
    (name, write, edit, remove, moderate) => {
      expect(mayWriteQuote(actors[name])).toEqual(write);
      expect(mayMarkQuote(actors[name])).toEqual(write);
      expect(mayEditWriting(actors[name], readersQuote)).toEqual(edit);
      expect(mayDeleteWriting(actors[name], readersQuote)).toEqual(remove);
      expect(mayModerate(actors[name])).toEqual(moderate);
    },
  );

  it.each([
    ['anonymous', readersQuote, false],
    ['author', readersQuote, false],
    ['reader', readersQuote, true],
    ['admin', readersQuote, true],
    ['anonymous', administrationsQuote, true],
  ] as Array<[ActorName, { userId: number | null; approved: boolean }, boolean]>)(
    '%s sees %o → %s',
    (name, quote, seen) => {
      expect(canSeeWriting(actors[name], quote)).toBe(seen);
    },
  );

  it('an administration quote (no writer) is edited by nobody through the reader calls', () => {
    expect(mayEditWriting(actors.admin, administrationsQuote)).toEqual(notPermitted);
  });
});
