import { describe, expect, it } from 'vitest';
import { isCommentPayload, isCommentReactionPayload, isMarkPayload, isOwnPath } from './reading-replay';

// A stored action comes back from localStorage, where anything may have been written.
describe('the stored reading actions are checked before they are replayed', () => {
  it.each([
    [{ kind: 'recension', id: 4, mark: 'like' }, true],
    [{ kind: 'quote', id: 9, mark: 'save' }, true],
    [{ kind: 'book', id: 4, mark: 'like' }, false],
    [{ kind: 'recension', id: 0, mark: 'like' }, false],
    [{ kind: 'recension', id: 1.5, mark: 'like' }, false],
    [{ kind: 'recension', id: 4, mark: 'delete' }, false],
    [null, false],
  ])('mark %o → %s', (payload, valid) => {
    expect(isMarkPayload(payload)).toBe(valid);
  });

  it.each([
    [{ prefix: 'author', target: 'lesya-ukrainka', text: 'Hello', parentId: null }, true],
    [{ prefix: 'recension', target: '12', text: 'A reply', parentId: 3 }, true],
    [{ prefix: 'recension', target: '12', text: '   ', parentId: null }, false],
    [{ prefix: 'user', target: '12', text: 'Hi', parentId: null }, false],
    [{ prefix: 'quote', target: 12, text: 'Hi', parentId: null }, false],
    [{ prefix: 'quote', target: '12', text: 'Hi', parentId: -1 }, false],
  ])('comment %o → %s', (payload, valid) => {
    expect(isCommentPayload(payload)).toBe(valid);
  });

  it.each([
    [{ prefix: 'compilation', id: 7, reaction: 'dislike' }, true],
    [{ prefix: 'compilation', id: 7, reaction: 'love' }, false],
  ])('comment reaction %o → %s', (payload, valid) => {
    expect(isCommentReactionPayload(payload)).toBe(valid);
  });

  it.each([
    ['/book/kobzar/recension/new', true],
    ['/uk/book/kobzar/quote/new', true],
    ['//evil.example/path', false],
    ['https://evil.example/', false],
    [42, false],
  ])('write path %s → %s', (path, own) => {
    expect(isOwnPath(path)).toBe(own);
  });
});
