import { describe, expect, it } from 'vitest';
import type { BookAdminRecord } from '#core/schemas/books-admin';
import { bookFormValues, createBody, createFormSchema, emptyLinks, linksOf, updateBody } from './book-form-values';

const record: BookAdminRecord = {
  id: 7,
  urlName: 'kobzar',
  active: false,
  titleEn: 'Kobzar',
  titleUk: 'Кобзар',
  subtitleEn: '',
  subtitleUk: '',
  descriptionEn: 'Poems.',
  descriptionUk: 'Поезії.',
  originalTitle: null,
  kind: 1,
  format: 3,
  isbn: null,
  isbn10: null,
  publisher: { id: 4, urlName: 'old-lion', name: 'Old Lion', active: true },
  year: 1840,
  firstYear: null,
  pages: 320,
  ageRestriction: 0,
  stateStatus: 2,
  imageLink: null,
  imageLink2x: null,
  genres: [{ id: 9, urlName: 'poetry', name: 'Poetry', active: true }],
  languages: [3],
  authors: [{ id: 1, urlName: 'taras-shevchenko', name: 'Taras Shevchenko', active: true }],
  translators: [],
  illustrators: [],
  tags: [],
  compilations: [],
  series: [{ id: 5, urlName: 'poems', name: 'Poems', active: true, position: 2.5 }],
  files: [],
  readersCount: 0,
  recensionsCount: 0,
  quotesCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('book form values', () => {
  it('round-trip a stored book into the update body', () => {
    const values = bookFormValues(record);
    expect(values).toMatchObject({
      kind: '1',
      format: '3',
      year: 1840,
      firstYear: '',
      ageRestriction: 0,
      languages: ['3'],
    });
    expect(updateBody(7, values)).toMatchObject({
      id: 7,
      titleEn: 'Kobzar',
      format: 3,
      year: 1840,
      firstYear: null,
      ageRestriction: 0,
      pages: 320,
      stateStatus: 2,
      publisherId: 4,
      genreIds: [9],
      languages: [3],
      isbn: null,
      originalTitle: null,
      active: false,
    });
  });

  it('send the links chosen for a new book, a series without a position after its last book', () => {
    const links = { ...emptyLinks(), ...linksOf(record) };
    links.series.push({ id: 6, name: 'Other', active: true, position: null });
    const body = createBody({ ...bookFormValues(), titleEn: 'New book', urlName: 'new-book' }, links);
    expect(body).toMatchObject({
      authorIds: [1],
      series: [{ seriesId: 5, position: 2.5 }, { seriesId: 6 }],
      kind: 1,
      year: null,
      active: true,
    });
  });

  it('are checked by the call’s schema: messages on the form’s own fields', () => {
    const result = createFormSchema.safeParse({
      ...bookFormValues(),
      titleEn: 'ab',
      urlName: 'x y',
      year: 'soon',
      isbn: '123',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path.join('.')));
    expect([...fields].sort()).toEqual(['isbn', 'titleEn', 'urlName', 'year']);
  });
});
