import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayPickOwnBookGenres } from './genres.policy';

const ownBook = { ownerUserId: actors.author.userId };
const othersBook = { ownerUserId: 99 };
const catalogueBook = { ownerUserId: null };

describe('mayPickOwnBookGenres', () => {
  it.each([
    ['anonymous', 'no book', undefined, signInFirst],
    ['reader', 'no book', undefined, notPermitted],
    ['admin', 'no book', undefined, notPermitted],
    ['author', 'no book', undefined, allowed],
    ['author', 'their own book', ownBook, allowed],
    ['author', "another's book", othersBook, notPermitted],
    ['author', 'a catalogue book', catalogueBook, notPermitted],
    ['admin', 'an author’s book', ownBook, notPermitted],
  ] as Array<[ActorName, string, { ownerUserId: number | null } | undefined, Decision]>)(
    '%s, %s → %o',
    (name, _, book, expected) => {
      expect(mayPickOwnBookGenres(actors[name], book)).toEqual(expected);
    },
  );
});
