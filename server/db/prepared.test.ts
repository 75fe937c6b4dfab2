import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { executePrepared, runPrepared } from './prepared';
import { genres } from './schema';
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
