import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirects';

describe('redirectTarget (spec §2)', () => {
  it.each([
    ['/ua', '/uk'],
    ['/ua/books', '/uk/books'],
    ['/en', '/'],
    ['/en/books', '/books'],
    ['/admin', '/admin/books'],
    ['/admin/review', '/admin/reviews'],
    ['/book', '/books'],
    ['/uk/book', '/uk/books'],
    ['/uk/admin', '/uk/admin/books'],
    ['/publisher/', '/publishers'],
  ])('%s → %s', (from, to) => expect(redirectTarget(from)).toBe(to));

  it.each(['/', '/uk', '/books', '/book/kobzar', '/admin/books', '/english', '/uaxyz'])('%s stays', (path) =>
    expect(redirectTarget(path)).toBeNull(),
  );
});
