import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBook, buildEntity, linkBooks } from '../../test/fixtures/entities';
import { startPopularityRefresh } from './entity-popularity';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

it('refreshes once on start, and stop waits for that run', async () => {
  const db = t.database.db;
  const author = await buildEntity(db, 'author');
  const book = await buildBook(db, { readersCount: 12, ratingsSum: 10, ratingsCount: 2 });
  await linkBooks(db, 'author', author.id, [book.id]);
  const refresh = startPopularityRefresh({ db, intervalMs: 60 * 60 * 1000, log: t.app.log });
  await refresh.stop();
  const [row] = await db.select().from(authors).where(eq(authors.id, author.id));
  expect(row).toMatchObject({ readersCount: 12, ratingsSum: 10, ratingsCount: 2, ratingAvg: 5 });
});
