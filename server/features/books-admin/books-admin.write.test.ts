import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertAuthor,
  insertBook,
  insertCompilation,
  insertGenre,
  insertPublisher,
  insertQuote,
  insertSeries,
  insertTag,
  insertTranslator,
} from '../../test/fixtures/catalogue-rows';
import { auditEntries, books, userBookStatuses } from '../../db/schema';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin' });
  reader = await buildUser(t);
  headers = await authHeaders(t, admin);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  extra: Record<string, string> = {},
) => t.app.inject({ method, url: `/api/book/admin${url}`, headers: { ...headers, ...extra }, payload });

const booksCountOf = async (table: string, id: number) => {
  const { rows } = await t.database.db.execute<{ books_count: number }>(
    sql`select books_count from ${sql.raw(`"${table}"`)} where id = ${id}`,
  );
  return Number(rows[0].books_count);
};

const auditOf = async (bookId: number) =>
  t.database.db
    .select()
    .from(auditEntries)
    .where(sql`${auditEntries.entityKind} = 'book' and ${auditEntries.entityId} = ${bookId}`)
    .orderBy(auditEntries.id);

let sequence = 0;
const fresh = (stem: string) => `${stem}-${++sequence}-${Date.now().toString(36)}`;

describe('POST add', () => {
  it('creates a book with every field, its links and languages, counts it and records it', async () => {
    const db = t.database.db;
    const [first, second] = [
      await insertAuthor(db, { en: 'Lesya Ukrainka', uk: 'Леся Українка' }),
      await insertAuthor(db, { en: 'Olha Kobylianska', uk: 'Ольга Кобилянська' }),
    ];
    const genre = await insertGenre(db, { en: fresh('Drama') });
    const tag = await insertTag(db, { en: fresh('Forest') });
    const publisher = await insertPublisher(db, { en: fresh('Press') });
    const cycle = await insertSeries(db, { en: fresh('Cycle') });
    const anthology = await insertCompilation(db, { en: fresh('Anthology') });
    const translator = await insertTranslator(db, { en: fresh('Translator') });
    const urlName = fresh('forest-song');
    const response = await call('POST', '/add', {
      titleEn: '  The Forest Song ',
      titleUk: 'Лісова пісня',
      subtitleEn: 'A drama-extravaganza',
      descriptionEn: 'Mavka and Lukash.',
      descriptionUk: 'Мавка і Лукаш.',
      originalTitle: 'Лісова пісня',
      kind: 1,
      format: 1,
      isbn: '9786170000000',
      isbn10: '617000000X',
      publisherId: publisher.id,
      year: 2021,
      firstYear: 1911,
      pages: 160,
      ageRestriction: 12,
      stateStatus: 1,
      urlName,
      active: true,
      genreIds: [genre.id],
      languages: [3, 1],
      authorIds: [first.id, second.id],
      translatorIds: [translator.id],
      tagIds: [tag.id, tag.id],
      compilationIds: [anthology.id],
      series: [{ seriesId: cycle.id, position: 2 }],
    });
    expect(response.statusCode).toBe(200);
    const book = response.json();
    expect(book).toMatchObject({
      urlName,
      titleEn: 'The Forest Song',
      titleUk: 'Лісова пісня',
      isbn: '9786170000000',
      isbn10: '617000000X',
      firstYear: 1911,
      publisher: { id: publisher.id },
      languages: [1, 3],
      authors: [
        { id: first.id, name: 'Lesya Ukrainka' },
        { id: second.id, name: 'Olha Kobylianska' },
      ],
      tags: [{ id: tag.id }],
      series: [{ id: cycle.id, position: 2 }],
      compilations: [{ id: anthology.id }],
      translators: [{ id: translator.id }],
      active: true,
      imageLink: null,
    });
    for (const [table, id] of [
      ['authors', first.id],
      ['authors', second.id],
      ['genres', genre.id],
      ['tags', tag.id],
      ['publishers', publisher.id],
      ['series', cycle.id],
      ['compilations', anthology.id],
      ['translators', translator.id],
    ] as const)
      expect(await booksCountOf(table, id), table).toBe(1);
    const [row] = await db.select({ searchKey: books.searchKey }).from(books).where(eq(books.id, book.id));
    expect(row.searchKey).toContain('lesia');
    expect((await auditOf(book.id)).map((entry) => entry.action)).toEqual(['create']);

    const publicPage = await t.app.inject({ url: `/api/book/details/${urlName}` });
    expect(publicPage.statusCode).toBe(200);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/book/global-search',
      payload: { search: 'kobylianska forest', page: 1, pageSize: 10 },
    });
    expect(found.statusCode).toBe(200);
  });

  it('does not count an inactive book in its records', async () => {
    const author = await insertAuthor(t.database.db, { en: fresh('Quiet Author') });
    const response = await call('POST', '/add', {
      titleEn: 'Drafts',
      urlName: fresh('drafts'),
      active: false,
      authorIds: [author.id],
    });
    expect(response.statusCode).toBe(200);
    expect(await booksCountOf('authors', author.id)).toBe(0);
    expect((await t.app.inject({ url: `/api/book/details/${response.json().urlName}` })).statusCode).toBe(404);
  });

  it('answers §5 validation per field in English and Ukrainian', async () => {
    const body = { titleEn: 'ab', isbn: '12345', isbn10: '12', urlName: 'a b', year: 1.5, kind: 9 };
    const upper = await call('POST', '/add', { titleEn: 'Valid title', urlName: 'Upper-Case' });
    expect(upper.json().errors).toEqual({
      urlName: ['Use lower-case Latin letters, digits and single hyphens, for example taras-shevchenko'],
    });
    const english = await call('POST', '/add', body);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({
      titleEn: ['Enter more than 2 characters'],
      isbn: ['ISBN must contain 11 or 13 digits, for example 1234567890123'],
      isbn10: ['ISBN-10 must contain 9 digits followed by a digit or X'],
      urlName: [
        'The link name must be longer than 3 characters and contain no spaces',
        'Use lower-case Latin letters, digits and single hyphens, for example taras-shevchenko',
      ],
      year: ['Enter a number'],
      kind: ['Invalid value'],
    });
    const ukrainian = await call('POST', '/add', { ...body, titleEn: '' }, { language: 'uk' });
    expect(ukrainian.statusCode).toBe(400);
    expect(ukrainian.json().errors.titleEn).toEqual(['Це поле обов’язкове']);
    expect(ukrainian.json().errors.isbn).toEqual([expect.stringContaining('ISBN')]);
    expect(ukrainian.json().errors.urlName[0]).not.toBe(english.json().errors.urlName[0]);
  });

  it('accepts a book without ISBN or publisher (old books)', async () => {
    const response = await call('POST', '/add', {
      titleEn: 'Eneida',
      urlName: fresh('eneida'),
      isbn: '',
      publisherId: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isbn: null, publisher: null, kind: 1 });
  });

  it('refuses a urlName another book holds (409 on the field) and records that do not exist (400)', async () => {
    const taken = await call('POST', '/add', { titleEn: 'Copy', urlName: 'kobzar-original' });
    expect(taken.statusCode).toBe(200);
    const again = await call('POST', '/add', { titleEn: 'Copy two', urlName: 'kobzar-original' }, { language: 'uk' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ urlName: ['Цю назву посилання вже має інший запис'] });
    const unknown = await call('POST', '/add', {
      titleEn: 'Orphan',
      urlName: fresh('orphan'),
      authorIds: [999_999],
      genreIds: [999_998],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['authorIds', 'genreIds']);
  });

  it('lets exactly one of two books saved at once with the same urlName through', async () => {
    const urlName = fresh('twins');
    const answers = await Promise.all([1, 2].map((n) => call('POST', '/add', { titleEn: `Twin ${n}`, urlName })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('is refused to readers (403) and visitors (401)', async () => {
    const asReader = await t.app.inject({
      method: 'POST',
      url: '/api/book/admin/add',
      headers: await authHeaders(t, reader),
      payload: { titleEn: 'Nope', urlName: 'nope-nope' },
    });
    expect(asReader.statusCode).toBe(403);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: '/api/book/admin/add',
      payload: { titleEn: 'Nope', urlName: 'nope-nope' },
    });
    expect(asVisitor.statusCode).toBe(401);
  });
});

describe('PUT update', () => {
  it('replaces the fields, moves genre and publisher counts, and records before → after', async () => {
    const db = t.database.db;
    const [oldGenre, newGenre] = [
      await insertGenre(db, { en: fresh('Old genre') }),
      await insertGenre(db, { en: fresh('New genre') }),
    ];
    const [oldPress, newPress] = [
      await insertPublisher(db, { en: fresh('Old press') }),
      await insertPublisher(db, { en: fresh('New press') }),
    ];
    const created = (
      await call('POST', '/add', {
        titleEn: 'Intermezzo',
        urlName: fresh('intermezzo'),
        genreIds: [oldGenre.id],
        publisherId: oldPress.id,
        languages: [3],
      })
    ).json();
    const response = await call('PUT', '/update', {
      id: created.id,
      titleEn: 'Intermezzo',
      titleUk: 'Інтермецо',
      urlName: created.urlName,
      genreIds: [newGenre.id],
      publisherId: newPress.id,
      languages: [1],
      year: 1908,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      titleUk: 'Інтермецо',
      year: 1908,
      genres: [{ id: newGenre.id }],
      languages: [1],
      publisher: { id: newPress.id },
    });
    expect(await booksCountOf('genres', oldGenre.id)).toBe(0);
    expect(await booksCountOf('genres', newGenre.id)).toBe(1);
    expect(await booksCountOf('publishers', oldPress.id)).toBe(0);
    expect(await booksCountOf('publishers', newPress.id)).toBe(1);
    const [, update] = await auditOf(created.id);
    expect(update.action).toBe('update');
    expect(update.changes).toMatchObject({
      titleUk: { before: '', after: 'Інтермецо' },
      genreIds: { before: [oldGenre.id], after: [newGenre.id] },
      languages: { before: [3], after: [1] },
    });
  });

  it('answers 404 for an unknown book and 409 for another book’s urlName', async () => {
    const missing = await call('PUT', '/update', { id: 999_999, titleEn: 'Ghost', urlName: 'ghost-book' });
    expect(missing.statusCode).toBe(404);
    const a = (await call('POST', '/add', { titleEn: 'First', urlName: fresh('first') })).json();
    const b = (await call('POST', '/add', { titleEn: 'Second', urlName: fresh('second') })).json();
    const clash = await call('PUT', '/update', { id: b.id, titleEn: 'Second', urlName: a.urlName });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.urlName).toEqual(['This link name is already used by another record']);
    const own = await call('PUT', '/update', { id: b.id, titleEn: 'Second!', urlName: b.urlName });
    expect(own.statusCode).toBe(200);
  });
});

describe('PUT {id}/activity', () => {
  it('toggles: the public page answers 404 at once, counts leave and come back, history says so', async () => {
    const db = t.database.db;
    const author = await insertAuthor(db, { en: fresh('Toggle Author') });
    const genre = await insertGenre(db, { en: fresh('Toggle genre') });
    const book = (
      await call('POST', '/add', {
        titleEn: 'Toggle',
        urlName: fresh('toggle'),
        authorIds: [author.id],
        genreIds: [genre.id],
      })
    ).json();
    // Kept by the public caches before the change.
    expect((await t.app.inject({ url: `/api/book/details/${book.urlName}` })).statusCode).toBe(200);
    const listed = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/book/entity-items',
          payload: { kind: 'author', id: author.id },
        })
      ).json().totalCount;
    expect(await listed()).toBe(1);

    const off = await call('PUT', `/${book.id}/activity`);
    expect(off.json()).toEqual({ id: book.id, active: false });
    expect((await t.app.inject({ url: `/api/book/details/${book.urlName}` })).statusCode).toBe(404);
    expect(await listed()).toBe(0);
    expect(await booksCountOf('authors', author.id)).toBe(0);
    expect(await booksCountOf('genres', genre.id)).toBe(0);

    const stillOff = await call('PUT', `/${book.id}/activity`, { active: false });
    expect(stillOff.json()).toEqual({ id: book.id, active: false });
    const on = await call('PUT', `/${book.id}/activity`, {});
    expect(on.json()).toEqual({ id: book.id, active: true });
    expect((await t.app.inject({ url: `/api/book/details/${book.urlName}` })).statusCode).toBe(200);
    expect(await booksCountOf('authors', author.id)).toBe(1);
    expect((await auditOf(book.id)).map((entry) => entry.action)).toEqual(['create', 'deactivate', 'activate']);
  });

  it('answers 404 for an unknown book and 400 for a bad id', async () => {
    expect((await call('PUT', '/999999/activity')).statusCode).toBe(404);
    const bad = await call('PUT', '/abc/activity', {}, { language: 'uk' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toEqual(['Некоректне значення']);
  });

  it('in bulk: sets many at once and counts what changed', async () => {
    const author = await insertAuthor(t.database.db, { en: fresh('Bulk Author') });
    const created = [];
    for (const name of ['one', 'two', 'three'])
      created.push(
        (await call('POST', '/add', { titleEn: `Bulk ${name}`, urlName: fresh(name), authorIds: [author.id] })).json(),
      );
    await call('PUT', `/${created[0].id}/activity`, { active: false });
    const response = await call('PUT', '/activity', { ids: created.map((book) => book.id), active: false });
    expect(response.json()).toEqual({ changed: 2 });
    expect(await booksCountOf('authors', author.id)).toBe(0);
    const missing = await call('PUT', '/activity', { ids: [created[0].id, 999_999], active: true });
    expect(missing.statusCode).toBe(404);
    expect(await booksCountOf('authors', author.id)).toBe(0);
    const empty = await call('PUT', '/activity', { ids: [], active: true });
    expect(empty.statusCode).toBe(400);
  });
});

describe('DELETE {id}', () => {
  beforeEach(() => t.resetQueries());

  it('deletes a book nobody reads, with its links, and moves the counts', async () => {
    const db = t.database.db;
    const author = await insertAuthor(db, { en: fresh('Gone Author') });
    const cycle = await insertSeries(db, { en: fresh('Gone series') });
    const book = (
      await call('POST', '/add', {
        titleEn: 'Gone',
        urlName: fresh('gone'),
        authorIds: [author.id],
        series: [{ seriesId: cycle.id }],
      })
    ).json();
    expect(await booksCountOf('authors', author.id)).toBe(1);
    const response = await call('DELETE', `/${book.id}`);
    expect(response.json()).toEqual({ ok: true });
    expect(await booksCountOf('authors', author.id)).toBe(0);
    expect(await booksCountOf('series', cycle.id)).toBe(0);
    expect((await call('GET', `/${book.id}`)).statusCode).toBe(404);
    expect((await auditOf(book.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await call('DELETE', `/${book.id}`)).statusCode).toBe(404);
  });

  it('refuses (409, saying why, in the reader’s language) a book readers shelved or quoted', async () => {
    const db = t.database.db;
    const shelved = await insertBook(db, { titleEn: 'Shelved', urlName: fresh('shelved') });
    await db.insert(userBookStatuses).values({ userId: reader.id, bookId: shelved.id, status: 1 });
    const english = await call('DELETE', `/${shelved.id}`);
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toContain('readers: 1, recensions: 0, quotes: 0');
    const quoted = await insertBook(db, { titleEn: 'Quoted', urlName: fresh('quoted') });
    await insertQuote(db, { bookId: quoted.id, text: 'A line worth keeping.' });
    const ukrainian = await call('DELETE', `/${quoted.id}`, undefined, { language: 'uk' });
    expect(ukrainian.statusCode).toBe(409);
    expect(ukrainian.json().message).toContain('цитат: 1');
    expect((await call('GET', `/${quoted.id}`)).statusCode).toBe(200);
  });
});
