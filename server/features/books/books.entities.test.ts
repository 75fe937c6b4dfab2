import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/books';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';

let t: TestApp;
let f: BooksFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
const urls = (response: { json(): { items: { urlName: string }[] } }) =>
  response.json().items.map((item) => item.urlName);

function expectNotFound(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ statusCode: 404, message: expect.any(String) });
}

describe('GET /api/book/items/{n}/author|translator|illustrator|genre/{id}', () => {
  it('answers the n most read active books of the entity, by id or urlName', async () => {
    const franko = await get('/api/book/items/1/author/ivan-franko');
    expect(urls(franko)).toEqual(['zakhar-berkut']);
    expect(franko.json().totalCount).toBe(2);
    expect(urls(await get(`/api/book/items/5/author/${f.authors.shevchenko.id}`))).toEqual(['kobzar']);
    expect(urls(await get('/api/book/items/5/genre/poetry'))).toEqual(['kobzar', 'moses']);
    expect(urls(await get('/api/book/items/5/translator/vera-rich'))).toEqual(['kobzar']);
    expect(urls(await get(`/api/book/items/5/illustrator/${f.illustrator.id}`))).toEqual(['kobzar']);
  });

  it('answers 404 for inactive or unknown entities and 400 for n outside 1..100', async () => {
    expectNotFound(await get('/api/book/items/5/author/hidden-author'));
    expectNotFound(await get('/api/book/items/5/genre/hidden-genre'));
    expectNotFound(await get('/api/book/items/5/genre/no-such-genre'));
    expect((await get('/api/book/items/0/genre/poetry')).statusCode).toBe(400);
    expect((await get('/api/book/items/101/genre/poetry')).statusCode).toBe(400);
  });
});

describe('GET /api/book/items/compilation|series/{id}', () => {
  it('keeps the compilation’s and the series’ own order, without inactive books', async () => {
    expect(urls(await get('/api/book/items/compilation/school-classics'))).toEqual(['moses', 'kobzar']);
    expect(urls(await get(`/api/book/items/series/${f.series.cycle.id}`))).toEqual(['kobzar', 'moses']);
    expect(urls(await get('/api/book/items/series/great-poems?page=2&pageSize=1'))).toEqual(['moses']);
    expectNotFound(await get('/api/book/items/series/no-such-series'));
  });
});

describe('POST /api/book/entity-items', () => {
  it('pages the books of every entity kind', async () => {
    const cases: [string, string | number, string[]][] = [
      ['author', 'ivan-franko', ['zakhar-berkut', 'moses']],
      ['genre', f.genres.novel.id, ['zakhar-berkut', 'shadow-blossom']],
      ['tag', 'classic', ['kobzar', 'zakhar-berkut']],
      ['publisher', 'old-lion', ['kobzar']],
      ['series', 'great-poems', ['kobzar', 'moses']],
      ['compilation', 'school-classics', ['kobzar', 'moses']],
      ['translator', 'vera-rich', ['kobzar']],
      ['illustrator', 'heorhii-narbut', ['kobzar']],
    ];
    for (const [kind, id, expected] of cases) {
      const response = await post('/api/book/entity-items', { kind, id });
      expect(response.statusCode, kind).toBe(200);
      expect(urls(response), kind).toEqual(expected);
    }
  });

  it('sorts and pages', async () => {
    const page = await post('/api/book/entity-items', {
      kind: 'author',
      id: 'ivan-franko',
      sortType: 3,
      page: 2,
      pageSize: 1,
    });
    expect(urls(page)).toEqual(['zakhar-berkut']);
    expect(page.json().totalCount).toBe(2);
    expect(
      urls(await post('/api/book/entity-items', { kind: 'author', id: 'ivan-franko', page: 3, pageSize: 1 })),
    ).toEqual([]);
  });

  it('answers 404 for inactive entities and 400 for unknown kinds', async () => {
    expectNotFound(await post('/api/book/entity-items', { kind: 'publisher', id: 'hidden-press' }));
    expectNotFound(await post('/api/book/entity-items', { kind: 'tag', id: f.tags.hiddenTag.id }));
    expect((await post('/api/book/entity-items', { kind: 'planet', id: 'earth' })).statusCode).toBe(400);
  });
});

describe('POST /api/book/items/translator|illustrator|publisher/{id}', () => {
  it('pages the books of the entity', async () => {
    expect(urls(await post('/api/book/items/publisher/old-lion', {}))).toEqual(['kobzar']);
    expect(urls(await post(`/api/book/items/translator/${f.translator.id}`, { pageSize: 5 }))).toEqual(['kobzar']);
    expect(urls(await post('/api/book/items/illustrator/heorhii-narbut', { page: 2 }))).toEqual([]);
    expectNotFound(await post('/api/book/items/publisher/hidden-press', {}));
  });
});

describe('GET /api/book/owner/{id}', () => {
  it('lists the active books an author account manages', async () => {
    const owner = await buildUser(t, { role: 'author' });
    await t.database.db.update(books).set({ ownerUserId: owner.id }).where(eq(books.id, f.books.moses.id));
    await t.database.db.update(books).set({ ownerUserId: owner.id }).where(eq(books.id, f.books.hidden.id));
    expect(urls(await get(`/api/book/owner/${owner.id}`))).toEqual(['moses']);
    expect(urls(await get(`/api/book/owner/${owner.userName}`))).toEqual(['moses']);
    expectNotFound(await get('/api/book/owner/nobody-here'));
  });
});
