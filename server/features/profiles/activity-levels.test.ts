import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityLevel, BookStatus } from '#core/enums';
import { users } from '../../db/schema';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { buildBooksFixture, insertFillerBooks, type BooksFixture } from '../../test/fixtures/books';
import { insertRecension, shelve } from '../../test/fixtures/reading-life';
import { createTestApp, type TestApp } from '../../test/harness';
import { refreshActivityLevels } from './activity-levels';

let t: TestApp;
let f: BooksFixture;
let reader: BuiltUser;
let writer: BuiltUser;

const storedLevel = async (user: BuiltUser) =>
  (await t.database.db.select({ level: users.activityLevel }).from(users).where(eq(users.id, user.id)))[0]!.level;
const profileLevel = async (user: BuiltUser) =>
  (await t.app.inject({ url: `/api/user/user/${user.id}` })).json().activityLevel as number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  f = await buildBooksFixture(db);
  reader = await buildUser(t, { userName: 'levelreader' });
  writer = await buildUser(t, { userName: 'levelwriter' });
  for (const bookId of await insertFillerBooks(db, 29, [])) await shelve(db, reader.id, bookId, BookStatus.Finished);
  for (const book of [f.books.kobzar, f.books.berkut, f.books.moses])
    await insertRecension(db, { userId: writer.id, bookId: book.id });
});
afterAll(() => t.close());

describe('the stored activity level (the user search ranks by it)', () => {
  it('moves with a shelf change, in its transaction', async () => {
    const headers = await authHeaders(t, reader);
    await refreshActivityLevels(t.database.db, [reader.id]);
    expect(await storedLevel(reader)).toBe(ActivityLevel.Reader);
    await t.app.inject({ method: 'PUT', url: '/api/user/kobzar/status/3', headers });
    expect(await storedLevel(reader)).toBe(ActivityLevel.Guru);
    expect(await profileLevel(reader)).toBe(ActivityLevel.Guru);
    await t.app.inject({ method: 'PUT', url: '/api/user/kobzar/status/1', headers });
    expect(await storedLevel(reader)).toBe(ActivityLevel.Reader);
    await t.app.inject({ method: 'PUT', url: '/api/user/kobzar/status/3', headers });
    await t.app.inject({ method: 'DELETE', url: '/api/user/kobzar/status', headers });
    expect(await storedLevel(reader)).toBe(ActivityLevel.Reader);
  });

  it('is refreshed for everyone by the same rule the profile computes live', async () => {
    await t.database.db.update(users).set({ activityLevel: ActivityLevel.Expert });
    await refreshActivityLevels(t.database.db);
    for (const user of [reader, writer]) expect(await storedLevel(user)).toBe(await profileLevel(user));
    expect(await storedLevel(writer)).toBe(ActivityLevel.Reader);
  });
});
