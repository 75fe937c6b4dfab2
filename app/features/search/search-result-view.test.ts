import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en/search.json';
import uk from '../../i18n/uk/search.json';
import { fixedTranslators } from '../../i18n/fixed-translators.test-support';
import { toResultView } from './search-result-view';
import type { SearchItem } from './search-state';

let tEn: TFunction<'search'>;
let tUk: TFunction<'search'>;

beforeAll(async () => {
  ({ en: tEn, uk: tUk } = await fixedTranslators('search', { en, uk }));
});

const item = (value: object) => value as SearchItem;

describe('toResultView', () => {
  it('a book links to its page in the current language and lists authors, year, rating and readers', () => {
    const view = toResultView(
      'book',
      item({
        urlName: 'kobzar',
        title: 'Кобзар',
        subtitle: '',
        imageLink: '/files/c.webp',
        authors: [{ authorUrlName: 'ts', fullName: 'Тарас Шевченко' }],
        year: 1840,
        readers: 5,
        pages: 100,
        rating: 4.56,
        stateStatus: null,
        isSaved: false,
        userStatus: null,
      }),
      tUk,
      'uk',
    );
    expect(view).toMatchObject({
      href: '/uk/book/kobzar',
      title: 'Кобзар',
      image: '/files/c.webp',
      imageShape: 'cover',
    });
    expect(view.details).toEqual(['Тарас Шевченко', '1840', '★ 4.6', '5 читачів']);
  });

  it('a user links to /user/:username', () => {
    const view = toResultView(
      'user',
      item({
        userName: 'olena',
        pictureLink: null,
        statusText: null,
        recensionCount: 1,
        readingCount: 2,
        finishedCount: 3,
        wantToReadCount: 4,
        joinedOn: '2025-03-01T00:00:00.000Z',
      }),
      tEn,
      'en',
    );
    expect(view.href).toBe('/user/olena');
    expect(view.details).toEqual(['1 recension', 'reading 2', 'finished 3', 'want to read 4', 'joined March 2025']);
  });

  it('entities link to their detail pages with a few linked books', () => {
    const view = toResultView(
      'series',
      item({
        urlName: 'collected',
        title: 'Collected',
        byAuthor: 'Taras Shevchenko',
        originalBooksCount: 12,
        booksCount: 2,
        books: [{ value: 'kobzar', text: 'Kobzar' }],
      }),
      tEn,
      'en',
    );
    expect(view).toMatchObject({ href: '/series/collected', books: [{ href: '/book/kobzar', title: 'Kobzar' }] });
    expect(view.details).toEqual(['by Taras Shevchenko', '2 books', '12 books in the original']);
    expect(
      toResultView('tag', item({ urlName: 'classic', tag: 'Classic', booksCount: 1, books: [] }), tEn, 'en'),
    ).toMatchObject({ href: '/tag/classic', title: '#Classic' });
    expect(
      toResultView('illustrator', item({ urlName: 'narbut', name: 'Narbut', booksCount: 21, books: [] }), tUk, 'uk'),
    ).toMatchObject({ href: '/uk/illustrator/narbut', details: ['21 книжка'] });
  });
});
