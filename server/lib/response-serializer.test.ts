import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookDetails, bookList } from '#core/schemas/books';
import { authorSearchItem } from '#core/schemas/search';
import { listResponse } from '#core/schemas/paging';
import { responseSerializerCompiler } from './response-serializer';

const writerFor = (isProduction: boolean, schema: unknown) =>
  responseSerializerCompiler(isProduction)({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const book = {
  urlName: 'kobzar',
  title: 'Кобзар "перше видання"',
  subtitle: '',
  imageLink: null,
  authors: [{ authorUrlName: 'taras-shevchenko', fullName: 'Тарас Шевченко' }],
  year: 1840,
  readers: 12,
  pages: null,
  rating: 4.5,
  stateStatus: null,
  isSaved: false,
  userStatus: null,
};

describe('response serializer', () => {
  it('writes in production exactly what the validating writer of development writes', () => {
    const details = {
      id: 7,
      ...book,
      description: 'Поезії\nрядок',
      imageLink2x: null,
      originalTitle: null,
      firstYear: 1840,
      format: 1,
      isbn: null,
      isbn10: null,
      publisher: null,
      kind: 1,
      genres: [{ urlName: 'poetry', name: 'Поезія' }],
      tags: [],
      series: [],
      languages: [2],
      translators: [],
      illustrators: [],
      ageRestriction: null,
      ratingsCount: 2,
      recensionsCount: 0,
      quotesCount: 1,
      files: [],
      userStatus: null,
    };
    const cases: [unknown, unknown][] = [
      [bookList, { items: [book, { ...book, urlName: 'b', isSaved: true }], totalCount: 2 }],
      [bookDetails, bookDetails.parse(details)],
      [listResponse(authorSearchItem), { items: [], totalCount: 0 }],
    ];
    for (const [schema, value] of cases) {
      const written = writerFor(true, schema)(value);
      expect(written).toBe(writerFor(false, schema)(value));
      expect(JSON.parse(written)).toEqual(value);
    }
  });

  it('writes only the fields of the schema', () => {
    const written = writerFor(true, bookList)({ items: [{ ...book, passwordHash: 'x' }], totalCount: 1, debug: 1 });
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('debug');
  });

  it('refuses an answer without a required field in production, and any misfit in development', () => {
    const { title: _title, ...untitled } = book;
    expect(() => writerFor(true, bookList)({ items: [untitled], totalCount: 1 })).toThrow(/title/);
    const schema = z.object({ count: z.number().int() });
    expect(() => writerFor(false, schema)({ count: 1.5 })).toThrow();
  });
});
