import { describe, expect, it } from 'vitest';
import { moderationParams } from './moderation-filter';
import { readingListParams } from './reading-list-params';

describe('list params from the URL', () => {
  it.each([
    ['http://x/recensions', { sort: 'new', page: 1 }],
    ['http://x/recensions?sort=liked&page=3', { sort: 'liked', page: 3 }],
    ['http://x/recensions?sort=old&page=-2', { sort: 'new', page: 1 }],
    ['http://x/recensions?page=0', { sort: 'new', page: 1 }],
    ['http://x/recensions?page=12345678', { sort: 'new', page: 1 }],
  ])('%s → %o', (url, expected) => {
    expect(readingListParams(url)).toEqual(expected);
  });

  it('reads the moderation state, search and page, falling back to the waiting queue', () => {
    expect(moderationParams('http://x/admin/recensions')).toEqual({
      state: 'waiting',
      search: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(moderationParams('http://x/admin/quotes?state=rejected&search=%20rose%20&page=2')).toEqual({
      state: 'rejected',
      search: 'rose',
      page: 2,
      pageSize: 20,
    });
    expect(moderationParams('http://x/admin/quotes?state=lost').state).toBe('waiting');
  });
});
