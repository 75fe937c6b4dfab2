import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SortType } from '#core/enums';
import { books } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBook, buildEntity, linkBooks } from '../../test/fixtures/entities';
import { refreshEntityPopularity } from './entity-popularity';
import { entityKinds, type EntityKindName } from './entity-sql';

// The list, detail and option calls that publishers, compilations, translators, illustrators
// and series share, checked kind by kind against the same fixture layout.

interface Case {
  kind: Exclude<EntityKindName, 'author' | 'genre' | 'tag'>;
  prefix: string;
  /** The item's name field: `name` or `title`. */
  nameField: 'name' | 'title';
  hasPreviews: boolean;
  hasOptions: boolean;
}

const cases: Case[] = [
  { kind: 'publisher', prefix: '/api/publisher', nameField: 'title', hasPreviews: false, hasOptions: true },
  { kind: 'compilation', prefix: '/api/compilation', nameField: 'title', hasPreviews: true, hasOptions: false },
  { kind: 'translator', prefix: '/api/translator', nameField: 'name', hasPreviews: true, hasOptions: true },
  { kind: 'illustrator', prefix: '/api/illustrator', nameField: 'name', hasPreviews: true, hasOptions: true },
  { kind: 'series', prefix: '/api/series', nameField: 'title', hasPreviews: true, hasOptions: false },
];

let t: TestApp;
type Made = Record<'alpha' | 'beta' | 'gamma' | 'hidden', { id: number; urlName: string }>;
const made = {} as Record<Case['kind'], Made>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  for (const { kind } of cases) {
    const alpha = await buildEntity(db, kind, {
      name: 'Alpha',
      nameUk: 'Альфа',
      urlName: `alpha-${kind}`,
      descriptionEn: 'First.',
      descriptionUk: 'Перший.',
      createdAt: day(1),
    });
    const beta = await buildEntity(db, kind, {
      name: 'Beta',
      nameUk: 'Бета',
      urlName: `beta-${kind}`,
      createdAt: day(2),
    });
    const gamma = await buildEntity(db, kind, { name: 'Gamma', urlName: `gamma-${kind}`, createdAt: day(3) });
    const hidden = await buildEntity(db, kind, {
      name: 'Hidden',
      urlName: `hidden-${kind}`,
      active: false,
      createdAt: day(4),
    });
    const books = [];
    for (const [index, readers] of [5, 40, 20, 10].entries())
      books.push(
        await buildBook(db, {
          title: `${kind} book ${index}`,
          titleUk: `${kind} книга ${index}`,
          readersCount: readers,
          ratingsSum: 4 * (index + 1),
          ratingsCount: index + 1,
        }),
      );
    const inactiveBook = await buildBook(db, { title: `${kind} hidden book`, readersCount: 999, active: false });
    await linkBooks(db, kind, alpha.id, [books[0].id, books[1].id, books[2].id, books[3].id, inactiveBook.id]);
    await linkBooks(db, kind, beta.id, kind === 'publisher' ? [] : [books[0].id]);
    made[kind] = { alpha, beta, gamma, hidden };
  }
  await refreshEntityPopularity(db);
});

afterAll(() => t.close());

describe.each(cases)('$prefix', ({ kind, prefix, nameField, hasPreviews, hasOptions }) => {
  const items = (body: object, language = 'en') =>
    t.app.inject({ method: 'POST', url: `${prefix}/items`, headers: { language }, payload: body });
  const urlNames = (body: { items: { urlName: string }[] }) => body.items.map((item) => item.urlName);

  it('lists active entities with their counts and, where the shape has them, the three most read active books', async () => {
    const body = (await items({ sortType: SortType.NumberOfBooks }, 'uk')).json();
    expect(body.totalCount).toBe(3);
    expect(urlNames(body)).toEqual([`alpha-${kind}`, `beta-${kind}`, `gamma-${kind}`]);
    expect(body.items[0][nameField]).toBe('Альфа');
    expect(body.items[2][nameField]).toBe('Gamma');
    expect(body.items[0].booksCount).toBe(5);
    if (hasPreviews)
      expect(body.items[0].books.map((book: { text: string }) => book.text)).toEqual([
        `${kind} книга 1`,
        `${kind} книга 2`,
        `${kind} книга 3`,
      ]);
    else expect(body.items[0].books).toBeUndefined();
  });

  it('sorts by date, title, popularity and rating', async () => {
    const order = async (sortType: number) => urlNames((await items({ sortType })).json());
    expect(await order(SortType.Date)).toEqual([`gamma-${kind}`, `beta-${kind}`, `alpha-${kind}`]);
    expect(await order(SortType.Title)).toEqual([`alpha-${kind}`, `beta-${kind}`, `gamma-${kind}`]);
    expect(await order(SortType.Popularity)).toEqual([`alpha-${kind}`, `beta-${kind}`, `gamma-${kind}`]);
    expect((await order(SortType.Rating)).at(-1)).toBe(`gamma-${kind}`);
    // A searched list sorts by the same stored counters.
    const searched = async (sortType: number) => urlNames((await items({ sortType, searchText: 'a' })).json());
    expect(await searched(SortType.Popularity)).toEqual([`alpha-${kind}`, `beta-${kind}`, `gamma-${kind}`]);
    expect((await searched(SortType.Rating)).at(-1)).toBe(`gamma-${kind}`);
  });

  it('filters by search text and pages to the edges', async () => {
    expect(urlNames((await items({ searchText: 'бета' })).json())).toEqual([`beta-${kind}`]);
    expect((await items({ page: 2, pageSize: 2, sortType: SortType.Title })).json()).toMatchObject({
      totalCount: 3,
      items: [{ urlName: `gamma-${kind}` }],
    });
    expect((await items({ page: 5, pageSize: 2 })).json()).toEqual({ items: [], totalCount: 3 });
    expect((await items({ page: -1 })).statusCode).toBe(400);
  });

  it('runs two statements per page whatever its size: the ids, then the rows with their previews', async () => {
    t.resetQueries();
    await items({ pageSize: 1 });
    const one = t.queries.length;
    t.resetQueries();
    await items({ pageSize: 60 });
    expect(t.queries.length).toBe(one);
    expect(one).toBe(2);
  });

  it('answers details by id or urlName, localized', async () => {
    const byUrl = (await t.app.inject({ url: `${prefix}/alpha-${kind}`, headers: { language: 'uk' } })).json();
    expect(byUrl).toMatchObject({
      id: made[kind].alpha.id,
      urlName: `alpha-${kind}`,
      [nameField]: 'Альфа',
      description: 'Перший.',
      booksCount: 5,
    });
    const byId = (await t.app.inject({ url: `${prefix}/${made[kind].gamma.id}`, headers: { language: 'uk' } })).json();
    expect(byId).toMatchObject({ urlName: `gamma-${kind}`, [nameField]: 'Gamma', description: '' });
  });

  it('answers 404 in the request language for inactive and unknown entities', async () => {
    const en = await t.app.inject({ url: `${prefix}/hidden-${kind}`, headers: { language: 'en' } });
    const uk = await t.app.inject({ url: `${prefix}/${made[kind].hidden.id}`, headers: { language: 'uk' } });
    const unknown = await t.app.inject({ url: `${prefix}/999999999999` });
    for (const response of [en, uk, unknown]) expect(response.statusCode).toBe(404);
    expect(en.json()).toEqual({ statusCode: 404, message: 'This page could not be found' });
    expect(uk.json()).toEqual({ statusCode: 404, message: expect.not.stringMatching('This page could not be found') });
  });

  it.runIf(hasOptions)('offers active entities as options, narrowed by search', async () => {
    const all = (await t.app.inject({ url: `${prefix}/options`, headers: { language: 'uk' } })).json();
    const alpha = { value: made[kind].alpha.id, text: 'Альфа' };
    const beta = { value: made[kind].beta.id, text: 'Бета' };
    const gamma = { value: made[kind].gamma.id, text: 'Gamma' };
    expect(all).toEqual([alpha, beta, gamma]);
    expect((await t.app.inject({ url: `${prefix}/options?search=gam` })).json()).toEqual([
      { value: made[kind].gamma.id, text: 'Gamma' },
    ]);
  });
});

describe('refreshEntityPopularity', () => {
  const popularity = async (kind: EntityKindName, id: number) => {
    const { rows } = await t.database.db.execute(
      sql`select readers_count, ratings_sum, ratings_count, rating_avg from ${sql.raw(entityKinds[kind].table)} where id = ${id}`,
    );
    const row = rows[0]!;
    return [row.readers_count, row.ratings_sum, row.ratings_count, row.rating_avg].map(Number);
  };

  it.each(cases)('sums the readers and ratings of the active books of each $kind', async ({ kind }) => {
    // alpha: readers 5 + 40 + 20 + 10 (the inactive book's 999 left out), ratings (4+8+12+16) / (1+2+3+4).
    expect(await popularity(kind, made[kind].alpha.id)).toEqual([75, 40, 10, 4]);
    expect(await popularity(kind, made[kind].beta.id)).toEqual(kind === 'publisher' ? [0, 0, 0, 0] : [5, 4, 1, 4]);
    expect(await popularity(kind, made[kind].gamma.id)).toEqual([0, 0, 0, 0]);
  });

  it.each(['author', 'genre', 'tag'] as const)(
    'follows books of a %s that change or leave the catalogue',
    async (kind) => {
      const db = t.database.db;
      const entity = await buildEntity(db, kind);
      const kept = await buildBook(db, { readersCount: 7, ratingsSum: 9, ratingsCount: 2 });
      const leaving = await buildBook(db, { readersCount: 30, ratingsSum: 5, ratingsCount: 1 });
      await linkBooks(db, kind, entity.id, [kept.id, leaving.id]);
      await refreshEntityPopularity(db);
      const [readers, ratingsSum, ratingsCount, ratingAvg] = await popularity(kind, entity.id);
      expect([readers, ratingsSum, ratingsCount]).toEqual([37, 14, 3]);
      expect(ratingAvg).toBeCloseTo(14 / 3, 5);
      await db.update(books).set({ active: false }).where(eq(books.id, leaving.id));
      await db.update(books).set({ readersCount: 8 }).where(eq(books.id, kept.id));
      await refreshEntityPopularity(db);
      expect(await popularity(kind, entity.id)).toEqual([8, 9, 2, 4.5]);
    },
  );
});
