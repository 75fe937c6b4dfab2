import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookRequestStatus, SortType } from '#core/enums';
import { authorClaims, authors, similarAuthors, userTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { buildBook, buildEntity, linkBooks } from '../../test/fixtures/entities';
import { refreshEntityPopularity } from '../catalogue-entities/entity-popularity';

let t: TestApp;
const ids: Record<string, { id: number; urlName: string }> = {};
let owner: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  ids.shevchenko = await buildEntity(db, 'author', {
    name: 'Taras Shevchenko',
    nameUk: 'Тарас Шевченко',
    urlName: 'taras-shevchenko',
    descriptionEn: 'Poet.',
    descriptionUk: 'Поет.',
    birthYear: 1814,
    createdAt: day(1),
  });
  ids.franko = await buildEntity(db, 'author', {
    name: 'Ivan Franko',
    nameUk: 'Іван Франко',
    urlName: 'ivan-franko',
    createdAt: day(2),
  });
  ids.ukrainka = await buildEntity(db, 'author', {
    name: 'Lesya Ukrainka',
    nameUk: 'Леся Українка',
    urlName: 'lesya-ukrainka',
    createdAt: day(3),
  });
  ids.hidden = await buildEntity(db, 'author', {
    name: 'Hidden Author',
    urlName: 'hidden-author',
    active: false,
    createdAt: day(4),
  });
  ids.pending = await buildEntity(db, 'author', { name: 'Pending Claim', urlName: 'pending-claim', createdAt: day(5) });

  const kobzar = await buildBook(db, {
    title: 'Kobzar',
    titleUk: 'Кобзар',
    readersCount: 10,
    ratingsSum: 20,
    ratingsCount: 5,
  });
  const haidamaky = await buildBook(db, { title: 'Haidamaky', readersCount: 5 });
  const zakhar = await buildBook(db, { title: 'Zakhar Berkut', readersCount: 30, ratingsSum: 9, ratingsCount: 3 });
  const moses = await buildBook(db, { title: 'Moses', readersCount: 1 });
  const song = await buildBook(db, { title: 'Forest Song', readersCount: 3, ratingsSum: 15, ratingsCount: 3 });
  await linkBooks(db, 'author', ids.shevchenko.id, [kobzar.id, haidamaky.id]);
  await linkBooks(db, 'author', ids.franko.id, [zakhar.id, moses.id]);
  await linkBooks(db, 'author', ids.ukrainka.id, [song.id]);
  await db.insert(similarAuthors).values([
    { authorId: ids.shevchenko.id, similarAuthorId: ids.franko.id },
    { authorId: ids.shevchenko.id, similarAuthorId: ids.hidden.id },
  ]);

  owner = await buildUser(t, { role: 'author', authorId: ids.shevchenko.id, userName: 'kobzar1814' });
  const claimant = await buildUser(t, { role: 'author' });
  await db
    .insert(authorClaims)
    .values({ userId: claimant.id, authorId: ids.pending.id, status: BookRequestStatus.Pending });
  await refreshEntityPopularity(db);
});

afterAll(() => t.close());

const items = (body: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/author/items', headers: { language }, payload: body });
const urlNames = (body: { items: { urlName: string }[] }) => body.items.map((item) => item.urlName);

describe('POST /api/author/items', () => {
  it('answers the author item shape with the first three books, visible authors only', async () => {
    const body = (await items({ sortType: SortType.Title })).json();
    expect(body.totalCount).toBe(4);
    expect(body.items[0]).toEqual({
      urlName: 'ivan-franko',
      name: 'Ivan Franko',
      imageLink: null,
      booksCount: 2,
      books: [
        { value: expect.stringContaining('zakhar-berkut'), text: 'Zakhar Berkut' },
        { value: expect.stringContaining('moses'), text: 'Moses' },
      ],
    });
  });

  it('sorts by popularity, date, title, rating and number of books', async () => {
    const order = async (sortType: number, language = 'en') => urlNames((await items({ sortType }, language)).json());
    expect(await order(SortType.Popularity)).toEqual([
      'ivan-franko',
      'taras-shevchenko',
      'lesya-ukrainka',
      'pending-claim',
    ]);
    expect(await order(SortType.Date)).toEqual(['pending-claim', 'lesya-ukrainka', 'ivan-franko', 'taras-shevchenko']);
    expect(await order(SortType.Title, 'uk')).toEqual([
      'pending-claim',
      'ivan-franko',
      'lesya-ukrainka',
      'taras-shevchenko',
    ]);
    expect(await order(SortType.Rating)).toEqual([
      'lesya-ukrainka',
      'taras-shevchenko',
      'ivan-franko',
      'pending-claim',
    ]);
    expect(await order(SortType.NumberOfBooks)).toEqual([
      'taras-shevchenko',
      'ivan-franko',
      'lesya-ukrainka',
      'pending-claim',
    ]);
  });

  it('finds authors across alphabets', async () => {
    expect(urlNames((await items({ searchText: 'shevchenko' })).json())).toEqual(['taras-shevchenko']);
    expect(urlNames((await items({ searchText: 'Франко' })).json())).toEqual(['ivan-franko']);
  });

  it('pages at the edges', async () => {
    expect((await items({ page: 2, pageSize: 3, sortType: SortType.Title })).json()).toMatchObject({
      totalCount: 4,
      items: [{ urlName: 'taras-shevchenko' }],
    });
    expect((await items({ page: 3, pageSize: 2 })).json()).toEqual({ items: [], totalCount: 4 });
    expect((await items({ pageSize: 0 })).statusCode).toBe(400);
  });

  it('costs the same number of statements for 1 and 50 authors a page', async () => {
    t.resetQueries();
    await items({ pageSize: 1 });
    const one = t.queries.length;
    t.resetQueries();
    await items({ pageSize: 50 });
    expect(t.queries.length).toBe(one);
  });
});

describe('GET /api/author/{id}', () => {
  it('answers details with active similar authors and the linked account', async () => {
    const body = (await t.app.inject({ url: '/api/author/taras-shevchenko', headers: { language: 'uk' } })).json();
    expect(body).toEqual({
      id: ids.shevchenko.id,
      urlName: 'taras-shevchenko',
      name: 'Тарас Шевченко',
      description: 'Поет.',
      imageLink: null,
      birthYear: 1814,
      deathYear: null,
      booksCount: 2,
      similar: [{ urlName: 'ivan-franko', name: 'Іван Франко', imageLink: null, booksCount: 2 }],
      userName: 'kobzar1814',
    });
    const byId = (await t.app.inject({ url: `/api/author/${ids.franko.id}` })).json();
    expect(byId).toMatchObject({ urlName: 'ivan-franko', userName: null, similar: [] });
  });

  it('hides inactive authors behind a translated 404', async () => {
    const en = await t.app.inject({ url: '/api/author/hidden-author', headers: { language: 'en' } });
    const uk = await t.app.inject({ url: `/api/author/${ids.hidden.id}`, headers: { language: 'uk' } });
    expect(en.statusCode).toBe(404);
    expect(uk.statusCode).toBe(404);
    expect(en.json()).toEqual({ statusCode: 404, message: 'This page could not be found' });
    expect(uk.json().message).not.toBe(en.json().message);
  });
});

describe('author choices', () => {
  it('options: active authors, narrowed by search, capped by limit', async () => {
    const all = (await t.app.inject({ url: '/api/author/options' })).json();
    expect(all.map((option: { text: string }) => option.text)).toEqual([
      'Taras Shevchenko',
      'Ivan Franko',
      'Lesya Ukrainka',
      'Pending Claim',
    ]);
    const found = (await t.app.inject({ url: '/api/author/options?search=lesia', headers: { language: 'uk' } })).json();
    expect(found).toEqual([{ value: ids.ukrainka.id, text: 'Леся Українка' }]);
    expect((await t.app.inject({ url: '/api/author/options?limit=1' })).json()).toHaveLength(1);
  });

  it('registration options mark authors taken by a verified or pending account', async () => {
    const body = (await t.app.inject({ url: '/api/author/registration-options?search=' })).json();
    const availability = Object.fromEntries(
      body.map((option: { text: string; isAvailable: boolean }) => [option.text, option.isAvailable]),
    );
    expect(availability).toEqual({
      'Taras Shevchenko': false,
      'Ivan Franko': true,
      'Lesya Ukrainka': true,
      'Pending Claim': false,
    });
  });

  it('registration options also hold back an author whose account awaits its verification link', async () => {
    const author = await buildEntity(t.database.db, 'author', { name: 'Awaiting Link', urlName: 'awaiting-link' });
    const account = await buildUser(t, { role: 'author' });
    await t.database.db.insert(userTokens).values({
      kind: 'author-verification',
      tokenHash: `hash-${author.id}`,
      userId: account.id,
      authorId: author.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const body = (await t.app.inject({ url: '/api/author/registration-options?search=awaiting' })).json();
    expect(body).toEqual([{ value: author.id, text: 'Awaiting Link', isAvailable: false }]);
    await t.database.db.update(authors).set({ active: false }).where(eq(authors.id, author.id));
  });

  it('preference authors are paged, most-booked first', async () => {
    const body = (await t.app.inject({ url: '/api/author/preference?page=1&pageSize=2' })).json();
    expect(body.totalCount).toBe(4);
    expect(body.items[0]).toEqual({
      id: ids.shevchenko.id,
      urlName: 'taras-shevchenko',
      name: 'Taras Shevchenko',
      imageLink: null,
      booksCount: 2,
    });
  });
});

describe('the signed-in author page', () => {
  it('answers 401 to visitors and 403 to readers', async () => {
    const reader = await buildUser(t, { role: 'user' });
    for (const [method, url] of [
      ['GET', '/api/author/custom'],
      ['GET', '/api/author/custom/me'],
      ['PUT', '/api/author/custom/update'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined })).statusCode).toBe(401);
      const forbidden = await t.app.inject({
        method,
        url,
        headers: await authHeaders(t, reader),
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(forbidden.statusCode).toBe(403);
    }
  });

  it('answers 404 to an Author account without a linked page', async () => {
    const unlinked = await buildUser(t, { role: 'author' });
    expect(
      (await t.app.inject({ url: '/api/author/custom', headers: await authHeaders(t, unlinked) })).statusCode,
    ).toBe(404);
  });

  it('reads the own page in both languages and as visitors see it', async () => {
    const headers = { ...(await authHeaders(t, owner)), language: 'uk' };
    expect((await t.app.inject({ url: '/api/author/custom', headers })).json()).toMatchObject({
      id: ids.shevchenko.id,
      nameEn: 'Taras Shevchenko',
      nameUk: 'Тарас Шевченко',
      birthYear: 1814,
    });
    expect((await t.app.inject({ url: '/api/author/custom/me', headers })).json()).toMatchObject({
      urlName: 'taras-shevchenko',
      name: 'Тарас Шевченко',
      userName: 'kobzar1814',
    });
  });

  it('updates author information but never the link, and keeps search in step', async () => {
    const headers = await authHeaders(t, owner);
    const update = {
      nameEn: 'Taras H. Shevchenko',
      nameUk: 'Тарас Григорович Шевченко',
      descriptionEn: 'Poet and painter.',
      descriptionUk: 'Поет і художник.',
      birthYear: 1814,
      deathYear: 1861,
      urlName: 'stolen-link',
    };
    const response = await t.app.inject({ method: 'PUT', url: '/api/author/custom/update', headers, payload: update });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      urlName: 'taras-shevchenko',
      nameEn: 'Taras H. Shevchenko',
      deathYear: 1861,
    });
    expect(urlNames((await items({ searchText: 'hryhorovych' })).json())).toEqual(['taras-shevchenko']);

    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/author/custom/update',
      headers: { ...headers, language: 'uk' },
      payload: { nameEn: ' ', birthYear: 1900, deathYear: 1800 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['nameEn']);
    const rows = await t.database.db.execute(sql`select name_en from authors where id = ${ids.shevchenko.id}`);
    expect(rows.rows[0].name_en).toBe('Taras H. Shevchenko');
  });
});
