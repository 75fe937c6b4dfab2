import { describe, expect, it } from 'vitest';
import { booksScope, filterParams, parseBookFilters } from './book-filters';

describe('parseBookFilters', () => {
  it('reads comma lists and repeated params, keeping only known codes', () => {
    const filters = parseBookFilters(
      new URLSearchParams(
        'genres=poetry,novel&tags=classic&languages=1,2,4&state=1&state=9&yearFrom=1900&yearTo=x&rating=4.5',
      ),
    );
    expect(filters).toEqual({
      genres: ['poetry', 'novel'],
      tags: ['classic'],
      languages: [1, 4],
      stateStatus: [1],
      yearFrom: 1900,
      yearTo: undefined,
      rating: 4.5,
    });
  });

  it('round-trips through the URL params', () => {
    const filters = parseBookFilters(new URLSearchParams('genres=poetry&languages=3&rating=4'));
    expect(
      parseBookFilters(
        new URLSearchParams(Object.entries(filterParams(filters)).filter(([, value]) => value !== null) as string[][]),
      ),
    ).toEqual(filters);
  });
});

describe('booksScope', () => {
  it('takes manga and comics from the path and the rest from sortby', () => {
    expect(booksScope('/books/manga', new URLSearchParams('sortby=2'))).toEqual({
      section: 'manga',
      kind: 2,
      sortby: undefined,
    });
    expect(booksScope('/uk/books/comics', new URLSearchParams())).toEqual({
      section: 'comics',
      kind: 3,
      sortby: undefined,
    });
    expect(booksScope('/uk/books', new URLSearchParams('sortby=3'))).toEqual({
      section: 'all',
      kind: undefined,
      sortby: 3,
    });
    expect(booksScope('/books', new URLSearchParams('sortby=7'))).toEqual({
      section: 'all',
      kind: undefined,
      sortby: undefined,
    });
  });
});
