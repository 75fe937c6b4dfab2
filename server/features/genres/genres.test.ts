import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SortType } from '#core/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { authHeaders, buildUser } from '../../test/factories';
import { buildBook, buildEntity, linkBooks } from '../../test/fixtures/entities';
import { refreshEntityPopularity } from '../catalogue-entities/entity-popularity';

let t: TestApp;
const ids: Record<string, { id: number; urlName: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.fiction = await buildEntity(db, 'genre', {
    name: 'Fiction',
    nameUk: 'Художня література',
    urlName: 'fiction',
    descriptionEn: 'Stories.',
    descriptionUk: 'Історії.',
  });
  ids.fantasy = await buildEntity(db, 'genre', {
    name: 'Fantasy',
    nameUk: 'Фентезі',
    urlName: 'fantasy',
    parentId: ids.fiction.id,
  });
  ids.hiddenChild = await buildEntity(db, 'genre', {
    name: 'Hidden child',
    urlName: 'hidden-child',
    parentId: ids.fiction.id,
    active: false,
  });
  ids.poetry = await buildEntity(db, 'genre', { name: 'Poetry', nameUk: 'Поезія', urlName: 'poetry' });
  ids.hidden = await buildEntity(db, 'genre', { name: 'Hidden', urlName: 'hidden-genre', active: false });
  ids.untranslated = await buildEntity(db, 'genre', { name: 'Essays', urlName: 'essays' });

  const popular = await buildBook(db, { title: 'Popular', titleUk: 'Популярна', readersCount: 100 });
  const middle = await buildBook(db, { title: 'Middle', readersCount: 50 });
  const low = await buildBook(db, { title: 'Low', readersCount: 10 });
  const lowest = await buildBook(db, { title: 'Lowest', readersCount: 1 });
  const inactive = await buildBook(db, { title: 'Inactive book', readersCount: 1000, active: false });
  await linkBooks(db, 'genre', ids.fiction.id, [lowest.id, low.id, popular.id, middle.id, inactive.id]);
  await linkBooks(db, 'genre', ids.poetry.id, [low.id]);
  await linkBooks(db, 'genre', ids.fantasy.id, [popular.id, middle.id]);
  await refreshEntityPopularity(db);
});

afterAll(() => t.close());

const post = (body: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/genre/items', headers: { language }, payload: body });

describe('POST /api/genre/items', () => {
  it('lists active genres with their three most read active books', async () => {
    const response = await post({ page: 1, pageSize: 10, sortType: SortType.NumberOfBooks });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(4);
    expect(body.items.map((item: { urlName: string }) => item.urlName)).toEqual([
      'fiction',
      'fantasy',
      'poetry',
      'essays',
    ]);
    expect(body.items[0]).toEqual({
      urlName: 'fiction',
      name: 'Fiction',
      imageLink: null,
      bookCount: 5,
      books: [
        { value: expect.stringContaining('popular'), text: 'Popular' },
        { value: expect.stringContaining('middle'), text: 'Middle' },
        { value: expect.stringContaining('low'), text: 'Low' },
      ],
    });
  });

  it('localizes names and titles by the language header, falling back to English', async () => {
    const body = (await post({ sortType: SortType.NumberOfBooks }, 'uk')).json();
    expect(body.items[0].name).toBe('Художня література');
    expect(body.items[0].books[0].text).toBe('Популярна');
    expect(body.items.find((item: { urlName: string }) => item.urlName === 'essays').name).toBe('Essays');
  });

  it('pages: a short last page and an empty page past the end keep the total', async () => {
    const second = (await post({ page: 2, pageSize: 3, sortType: SortType.NumberOfBooks })).json();
    expect(second).toMatchObject({ totalCount: 4, items: [{ urlName: 'essays' }] });
    const past = (await post({ page: 9, pageSize: 3 })).json();
    expect(past).toEqual({ items: [], totalCount: 4 });
  });

  it('rejects page 0 and page sizes above 100 in the request language', async () => {
    const zero = await post({ page: 0 }, 'uk');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.page[0]).toMatch(/сторінк/i);
    expect((await post({ pageSize: 101 })).statusCode).toBe(400);
    expect((await post({ sortType: 9 })).statusCode).toBe(400);
  });

  it('sorts by title, date and popularity', async () => {
    const names = async (sortType: number, language = 'en') =>
      (await post({ sortType }, language)).json().items.map((item: { urlName: string }) => item.urlName);
    expect(await names(SortType.Title)).toEqual(['essays', 'fantasy', 'fiction', 'poetry']);
    expect(await names(SortType.Date)).toEqual(['essays', 'poetry', 'fantasy', 'fiction']);
    expect(await names(SortType.Popularity)).toEqual(['fiction', 'fantasy', 'poetry', 'essays']);
  });

  it('filters by search text in either alphabet', async () => {
    expect((await post({ searchText: 'поез' })).json().items).toMatchObject([{ urlName: 'poetry' }]);
    expect((await post({ search: 'fentez' })).json().items).toMatchObject([{ urlName: 'fantasy' }]);
    expect((await post({ searchText: 'hidden' })).json()).toEqual({ items: [], totalCount: 0 });
  });

  it('loads a page in two statements (ids, then rows with all their book previews), whatever the page size', async () => {
    t.resetQueries();
    await post({ page: 1, pageSize: 1 });
    const small = t.queries.length;
    t.resetQueries();
    await post({ page: 1, pageSize: 50 });
    expect(t.queries.length).toBe(small);
    expect(small).toBe(2);
  });
});

describe('GET /api/genre/{id}', () => {
  it('answers by urlName or id with parent and active children', async () => {
    const byUrl = (await t.app.inject({ url: '/api/genre/fiction' })).json();
    expect(byUrl).toMatchObject({
      id: ids.fiction.id,
      name: 'Fiction',
      description: 'Stories.',
      bookCount: 5,
      parent: null,
    });
    expect(byUrl.children).toEqual([{ urlName: 'fantasy', name: 'Fantasy', imageLink: null, bookCount: 2 }]);
    const byId = (await t.app.inject({ url: `/api/genre/${ids.fantasy.id}`, headers: { language: 'uk' } })).json();
    expect(byId).toMatchObject({
      urlName: 'fantasy',
      name: 'Фентезі',
      parent: { urlName: 'fiction', name: 'Художня література' },
    });
  });

  it('answers 404 for inactive and unknown genres in the request language', async () => {
    for (const [id, language] of [
      ['hidden-genre', 'en'],
      [String(ids.hidden.id), 'uk'],
      ['no-such-genre', 'uk'],
    ]) {
      const response = await t.app.inject({ url: `/api/genre/${id}`, headers: { language } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: expect.any(String) });
    }
    const en = (await t.app.inject({ url: '/api/genre/nope', headers: { language: 'en' } })).json().message;
    const uk = (await t.app.inject({ url: '/api/genre/nope', headers: { language: 'uk' } })).json().message;
    expect(en).not.toBe(uk);
  });
});

describe('genre choices', () => {
  it('top genres by book count', async () => {
    const body = (await t.app.inject({ url: '/api/genre/items/top?count=2' })).json();
    expect(body.map((item: { urlName: string }) => item.urlName)).toEqual(['fiction', 'fantasy']);
  });

  it('options and parent options hold active genres only', async () => {
    const options = (await t.app.inject({ url: '/api/genre/options', headers: { language: 'uk' } })).json();
    expect(options.map((option: { text: string }) => option.text)).toEqual([
      'Essays',
      'Поезія',
      'Фентезі',
      'Художня література',
    ]);
    const parents = (await t.app.inject({ url: '/api/genre/parent-options' })).json();
    expect(parents.map((option: { text: string }) => option.text)).toEqual(['Essays', 'Fiction', 'Poetry']);
  });

  it('preference genres carry ids and images, most-booked first', async () => {
    const body = (await t.app.inject({ url: '/api/genre/preference' })).json();
    expect(body[0]).toEqual({
      id: ids.fiction.id,
      parentId: null,
      urlName: 'fiction',
      name: 'Fiction',
      imageLink: null,
      bookCount: 5,
    });
    expect(body).toHaveLength(4);
  });

  it('owner options: 401 for visitors, 403 for readers, the own book marked for its author', async () => {
    expect((await t.app.inject({ url: '/api/genre/owner/options' })).statusCode).toBe(401);
    const reader = await buildUser(t, { role: 'user' });
    const readerCall = await t.app.inject({ url: '/api/genre/owner/options', headers: await authHeaders(t, reader) });
    expect(readerCall.statusCode).toBe(403);
    expect(readerCall.json().statusCode).toBe(403);

    const author = await buildUser(t, { role: 'author' });
    const other = await buildUser(t, { role: 'author' });
    const book = await buildBook(t.database.db, { ownerUserId: author.id });
    await linkBooks(t.database.db, 'genre', ids.poetry.id, [book.id]);
    const own = await t.app.inject({
      url: `/api/genre/owner/options?bookId=${book.id}`,
      headers: await authHeaders(t, author),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().filter((option: { selected: boolean }) => option.selected)).toEqual([
      { value: ids.poetry.id, text: 'Poetry', selected: true },
    ]);
    const foreign = await t.app.inject({
      url: `/api/genre/owner/options?bookId=${book.id}`,
      headers: await authHeaders(t, other),
    });
    expect(foreign.statusCode).toBe(403);
    const all = (await t.app.inject({ url: '/api/genre/owner/options', headers: await authHeaders(t, other) })).json();
    expect(all.every((option: { selected: boolean }) => !option.selected)).toBe(true);
  });
});

describe('the genre tree', () => {
  it('nests active children under active parents', async () => {
    const tree = await t.app.services.genres.listGenreTree('en');
    expect(tree.map((node) => [node.urlName, node.children.map((child) => child.urlName)])).toEqual([
      ['essays', []],
      ['fiction', ['fantasy']],
      ['poetry', []],
    ]);
  });
});
