import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayComment, mayDeleteComment, mayEditComment, mayReactToComment } from './comments.policy';

const readersComment = { userId: actors.reader.userId };

describe('comments policy', () => {
  it.each([
    ['anonymous', signInFirst, signInFirst, signInFirst],
    ['reader', allowed, allowed, allowed],
    ['author', allowed, notPermitted, notPermitted],
    ['admin', allowed, notPermitted, allowed],
  ] as Array<[ActorName, Decision, Decision, Decision]>)(
    "%s: comment and react → %o, edit the reader's comment → %o, delete it → %o",
    (name, write, edit, remove) => {
      expect(mayComment(actors[name])).toEqual(write);
      expect(mayReactToComment(actors[name])).toEqual(write);
      expect(mayEditComment(actors[name], readersComment)).toEqual(edit);
      expect(mayDeleteComment(actors[name], readersComment)).toEqual(remove);
    },
  );
});
