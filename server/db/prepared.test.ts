import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { anyOf, executePrepared, preparedStatements, runPrepared } from './prepared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { books, genres, publishers } from './schema';
import { openTestDatabase } from '../test/database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(genres).values([
    { nameEn: 'Poetry', urlName: 'poetry' },
    { nameEn: 'Drama', urlName: 'drama' },
  ]);
});
afterAll(() => database?.close());

const genreNamed = (urlName: string) =>
  runPrepared(database.db.select({ name: genres.nameEn }).from(genres).where(eq(genres.urlName, urlName)));

describe('prepared statements', () => {
  it('answer each call with its own bound values, builder or raw', async () => {
    for (let round = 0; round < 7; round += 1) {
      expect(await genreNamed('poetry')).toEqual([{ name: 'Poetry' }]);
      expect(await genreNamed('drama')).toEqual([{ name: 'Drama' }]);
      expect(await genreNamed('none')).toEqual([]);
    }
    const raw = await executePrepared<{ url_name: string }>(
      database.db,
      sql`select url_name from genres where name_en = ${'Drama'}`,
    );
    expect(raw.rows).toEqual([{ url_name: 'drama' }]);
  });

  it('bind a list as one array: the same text for any number of values, and the rows of each', async () => {
    const byUrlNames = (urlNames: string[]) =>
      sql`select name_en from genres where url_name = ${anyOf(urlNames, 'text')}`;
    const textOf = (query: ReturnType<typeof byUrlNames>) => new PgDialect().sqlToQuery(query).sql;
    expect(textOf(byUrlNames(['poetry']))).toBe(textOf(byUrlNames(['poetry', 'drama', 'none'])));
    const names = async (urlNames: string[]) =>
      (await executePrepared<{ name_en: string }>(database.db, byUrlNames(urlNames))).rows
        .map((row) => row.name_en)
        .sort();
    expect(await names(['poetry', 'drama', 'none'])).toEqual(['Drama', 'Poetry']);
    expect(await names([])).toEqual([]);
    const [{ count }] = (
      await executePrepared<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from genres where id = ${anyOf([-1, -2], 'int')}`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(0);
  });

  it('build a keyed raw statement once, then bind each call its own placeholder values', async () => {
    const built: string[] = [];
    const namesIn = preparedStatements<'en' | 'uk', { name: string }>((language) => {
      built.push(language);
      return sql`select ${sql.raw(`name_${language}`)} as name from genres
        where url_name = ${anyOf(sql.placeholder('urlNames'), 'text')} order by 1`;
    });
    const names = async (language: 'en' | 'uk', urlNames: string[]) =>
      (await namesIn(database.db, language, { urlNames })).rows.map((row) => row.name);
    for (let round = 0; round < 7; round += 1) {
      expect(await names('en', ['poetry', 'drama'])).toEqual(['Drama', 'Poetry']);
      expect(await names('en', ['drama'])).toEqual(['Drama']);
      expect(await names('uk', ['none'])).toEqual([]);
    }
    expect(built).toEqual(['en', 'uk']);
  });

  it('map joined rows as the builder does: an unmatched left join is null, nested fields are objects', async () => {
    const [publisher] = await database.db
      .insert(publishers)
      .values({ titleEn: 'Folio', urlName: 'folio' })
      .returning({ id: publishers.id });
    await database.db.insert(books).values([
      { titleEn: 'Published', urlName: 'published', publisherId: publisher!.id },
      { titleEn: 'Unpublished', urlName: 'unpublished' },
    ]);
    const joined = () =>
      database.db
        .select({ title: books.titleEn, publisher: { title: publishers.titleEn }, press: publishers })
        .from(books)
        .leftJoin(publishers, eq(publishers.id, books.publisherId))
        .orderBy(books.titleEn);
    const rows = await runPrepared(joined());
    expect(rows).toEqual(await joined().execute());
    expect(rows.map((row) => [row.title, row.publisher?.title ?? null, row.press?.urlName ?? null])).toEqual([
      ['Published', 'Folio', 'folio'],
      ['Unpublished', null, null],
    ]);
    expect(rows[1]!.press).toBeNull();
  });

  it.runIf(!!process.env.DATABASE_URL)('are prepared once on a PostgreSQL connection and reused by name', async () => {
    // A transaction holds one connection, so the statements it prepared are visible from it.
    await database.db.transaction(async (tx) => {
      for (const urlName of ['poetry', 'drama', 'poetry'])
        await runPrepared(tx.select({ name: genres.nameEn }).from(genres).where(eq(genres.urlName, urlName)));
      const { rows } = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where statement like ${'%from "genres" where "genres"."url_name" = $1%'}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toMatch(/^s\d+$/);
    });
  });
});
