import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookStatus, BookSort } from '#core/enums';
import * as schema from '../../db/schema';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertAuthor,
  insertBook,
  insertCompilation,
  insertGenre,
  insertIllustrator,
  insertPublisher,
  insertSeries,
  insertTag,
  insertTranslator,
} from '../../test/fixtures/search';

let t: TestApp;
let reader: BuiltUser;
let kobzar: { urlName: string };
let hidden: { urlName: string };

async function search(kind: string, searchText: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${kind}/global-search`,
    payload: { searchText },
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Record<string, unknown>[]; totalCount: number };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const book = await insertBook(db, {
    titleEn: 'The Kobzar',
    titleUk: 'Кобзар',
    readersCount: 12,
    year: 1840,
    pages: 114,
    coverPath: 'covers/kobzar.webp',
  });
  await db
    .update(schema.books)
    .set({ subtitleUk: 'Вірші', ratingAvg: 4.5, stateStatus: BookSort.Top })
    .where(eq(schema.books.id, book.id));
  const popularOther = await insertBook(db, { titleEn: 'Haidamaky', readersCount: 5 });
  const inactive = await insertBook(db, { titleEn: 'Hidden Book', readersCount: 100, active: false });
  kobzar = book;
  hidden = inactive;

  const author = await insertAuthor(db, { nameEn: 'Taras Shevchenko', nameUk: 'Тарас Шевченко', booksCount: 2 });
  const hiddenAuthor = await insertAuthor(db, { nameEn: 'Hidden Coauthor', active: false });
  await db.insert(schema.bookAuthors).values([
    { bookId: book.id, authorId: author.id, position: 0 },
    { bookId: book.id, authorId: hiddenAuthor.id, position: 1 },
    { bookId: popularOther.id, authorId: author.id },
    { bookId: inactive.id, authorId: author.id },
  ]);
  const genre = await insertGenre(db, { nameEn: 'Poetry', nameUk: 'Поезія', booksCount: 1 });
  await db.insert(schema.bookGenres).values({ bookId: book.id, genreId: genre.id });
  const tag = await insertTag(db, { nameEn: 'Classic', nameUk: 'Класика', booksCount: 1 });
  await db.insert(schema.bookTags).values({ bookId: book.id, tagId: tag.id });
  const series = await insertSeries(db, {
    nameEn: 'Collected Works',
    nameUk: 'Зібрання творів',
    booksCount: 2,
    originalBooksCount: 12,
  });
  await db.insert(schema.bookSeries).values([
    { bookId: popularOther.id, seriesId: series.id, position: 2 },
    { bookId: book.id, seriesId: series.id, position: 1 },
  ]);
  const compilation = await insertCompilation(db, { nameEn: 'School Canon', nameUk: 'Шкільний канон', booksCount: 1 });
  await db.insert(schema.bookCompilations).values({ bookId: book.id, compilationId: compilation.id });
  const translator = await insertTranslator(db, { nameEn: 'Vera Rich', booksCount: 1 });
  await db.insert(schema.bookTranslators).values({ bookId: book.id, translatorId: translator.id });
  const illustrator = await insertIllustrator(db, {
    nameEn: 'Heorhii Narbut',
    nameUk: 'Георгій Нарбут',
    booksCount: 1,
  });
  await db.insert(schema.bookIllustrators).values({ bookId: book.id, illustratorId: illustrator.id });
  await insertPublisher(db, { nameEn: 'Old Lion', nameUk: 'Видавництво Старого Лева', booksCount: 7 });

  const invisible = { nameEn: 'Invisibleword', active: false };
  await Promise.all([
    insertAuthor(db, invisible),
    insertGenre(db, invisible),
    insertTag(db, invisible),
    insertSeries(db, invisible),
    insertCompilation(db, invisible),
    insertTranslator(db, invisible),
    insertIllustrator(db, invisible),
    insertPublisher(db, invisible),
    insertBook(db, { titleEn: 'Invisibleword', active: false }),
  ]);

  reader = await buildUser(t, { userName: 'olenareader', fullName: 'Олена Пчілка' });
  await db
    .update(schema.users)
    .set({ statusText: 'Reading poetry', imageUrl: 'avatars/olena.webp' })
    .where(eq(schema.users.id, reader.id));
  await db.insert(schema.userBookStatuses).values([
    { userId: reader.id, bookId: book.id, status: BookStatus.Reading },
    { userId: reader.id, bookId: popularOther.id, status: BookStatus.Finished },
  ]);
  await db
    .insert(schema.recensions)
    .values({ userId: reader.id, bookId: popularOther.id, rating: 5, text: 'x'.repeat(200) });
});

afterAll(() => t.close());

const kobzarLink = (title: string) => ({ value: kobzar.urlName, text: title });

describe('item shapes of every kind (spec §3)', () => {
  it('book', async () => {
    const body = await search('book', 'kobzar', { language: 'uk' });
    expect(body).toEqual({
      totalCount: 1,
      items: [
        {
          urlName: kobzar.urlName,
          title: 'Кобзар',
          subtitle: 'Вірші',
          imageLink: '/files/covers/kobzar.webp',
          authors: [{ authorUrlName: expect.any(String), fullName: 'Тарас Шевченко' }],
          year: 1840,
          readers: 12,
          pages: 114,
          rating: 4.5,
          stateStatus: BookSort.Top,
          isSaved: false,
          userStatus: null,
        },
      ],
    });
  });

  it('book in English falls back to the Ukrainian text when the English one is empty', async () => {
    const [item] = (await search('book', 'kobzar', { language: 'en' })).items;
    expect(item).toMatchObject({ title: 'The Kobzar', subtitle: 'Вірші', authors: [{ fullName: 'Taras Shevchenko' }] });
  });

  it('book isSaved for a reader who shelved it', async () => {
    const [item] = (await search('book', 'kobzar', await authHeaders(t, reader))).items;
    expect(item.isSaved).toBe(true);
    expect(item.userStatus).toBe(BookStatus.Reading);
  });

  it('author, with its active books, most read first', async () => {
    const body = await search('author', 'shevchenko', { language: 'uk' });
    expect(body.items).toEqual([
      {
        urlName: expect.any(String),
        name: 'Тарас Шевченко',
        imageLink: null,
        booksCount: 2,
        books: [kobzarLink('Кобзар'), { value: expect.any(String), text: 'Haidamaky' }],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(hidden.urlName);
  });

  it('genre', async () => {
    expect((await search('genre', 'poezia')).items).toEqual([
      { urlName: expect.any(String), name: 'Poetry', imageLink: null, bookCount: 1, books: [kobzarLink('The Kobzar')] },
    ]);
  });

  it('series, by the author of its first book', async () => {
    expect((await search('series', 'зібрання', { language: 'uk' })).items).toEqual([
      {
        urlName: expect.any(String),
        title: 'Зібрання творів',
        byAuthor: 'Тарас Шевченко',
        originalBooksCount: 12,
        booksCount: 2,
        books: [kobzarLink('Кобзар'), { value: expect.any(String), text: 'Haidamaky' }],
      },
    ]);
  });

  it('compilation', async () => {
    expect((await search('compilation', 'canon')).items).toEqual([
      {
        urlName: expect.any(String),
        title: 'School Canon',
        imageLink: null,
        booksCount: 1,
        books: [kobzarLink('The Kobzar')],
      },
    ]);
  });

  it('tag', async () => {
    expect((await search('tag', 'класика')).items).toEqual([
      { urlName: expect.any(String), tag: 'Classic', booksCount: 1, books: [kobzarLink('The Kobzar')] },
    ]);
  });

  it('translator and illustrator', async () => {
    expect((await search('translator', 'rich')).items).toEqual([
      { urlName: expect.any(String), name: 'Vera Rich', booksCount: 1, books: [kobzarLink('The Kobzar')] },
    ]);
    expect((await search('illustrator', 'нарбут', { language: 'uk' })).items).toEqual([
      { urlName: expect.any(String), name: 'Георгій Нарбут', booksCount: 1, books: [kobzarLink('Кобзар')] },
    ]);
  });

  it('publisher', async () => {
    expect((await search('publisher', 'starogo leva')).items).toEqual([
      { urlName: expect.any(String), title: 'Old Lion', iconLink: null, booksCount: 7 },
    ]);
  });

  it('user, found by user name or full name in either alphabet', async () => {
    const expected = {
      userName: 'olenareader',
      pictureLink: '/files/avatars/olena.webp',
      statusText: 'Reading poetry',
      recensionCount: 1,
      readingCount: 1,
      finishedCount: 1,
      wantToReadCount: 0,
      joinedOn: new Date(reader.createdAt).toISOString(),
    };
    expect((await search('user', 'pchilka')).items).toEqual([expected]);
    expect((await search('user', 'Пчілка')).items).toEqual([expected]);
    expect((await search('user', 'olenaread')).items).toEqual([expected]);
  });
});

describe('inactive entities', () => {
  it('never appear in any kind, searched or listed', async () => {
    for (const kind of [
      'book',
      'author',
      'genre',
      'tag',
      'series',
      'compilation',
      'translator',
      'illustrator',
      'publisher',
    ]) {
      expect(await search(kind, 'invisibleword')).toEqual({ items: [], totalCount: 0 });
      expect(JSON.stringify(await search(kind, ''))).not.toContain('Invisibleword');
    }
  });
});
