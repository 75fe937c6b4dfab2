import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookStatus, CommentTarget } from '../../core/enums';
import { openDatabase, type Database, type Db } from './client';
import { acquireDataDirLock, lockPathFor } from './data-dir-lock';
import { migrateDatabase, migrationsFolder } from './migrate';
import * as t from './schema';
import { openTestDatabase } from '../test/database';

const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** The SQLSTATE of a failed query; Drizzle wraps the driver's error in `cause`. */
async function sqlState(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
  return undefined;
}

let counter = 0;
async function insertUser(db: Db, name = `reader${++counter}`) {
  const [user] = await db
    .insert(t.users)
    .values({ userName: name, email: `${name}@example.com` })
    .returning();
  return user;
}

async function insertBook(db: Db, values: Partial<typeof t.books.$inferInsert> = {}) {
  const [book] = await db
    .insert(t.books)
    .values({ titleEn: 'Kobzar', urlName: `kobzar-${++counter}`, ...values })
    .returning();
  return book;
}

describe(`migrations on ${expectedKind}`, () => {
  let database: Database;
  let queries: string[];

  beforeAll(async () => {
    queries = [];
    database = await openTestDatabase({ onQuery: (query) => queries.push(query) });
  });
  afterAll(() => database?.close());

  it('opens the expected driver and applies pg_trgm before the schema', async () => {
    expect(database.kind).toBe(expectedKind);
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    expect(journal.entries[0].tag).toMatch(/_pg_trgm$/);
    const extensions = await database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(extensions.rows).toHaveLength(1);
  });

  it('creates every table of the schema', async () => {
    const result = await database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    const tables = result.rows.map((row) => row.tablename);
    for (const name of ['users', 'books', 'book_authors', 'recensions', 'comments', 'chats', 'imported_rows']) {
      expect(tables).toContain(name);
    }
  });

  it('is idempotent: migrating again applies nothing and fails nothing', async () => {
    await migrateDatabase(database);
  });

  it('reports each query to onQuery', async () => {
    const before = queries.length;
    await database.db.select().from(t.users).where(eq(t.users.id, -1));
    expect(queries.length).toBe(before + 1);
    expect(queries.at(-1)).toMatch(/from "users"/);
  });

  it('names columns in snake_case', async () => {
    const result = await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'books'`,
    );
    expect(result.rows.map((row) => row.column_name)).toEqual(
      expect.arrayContaining(['title_en', 'readers_count', 'search_key', 'owner_user_id']),
    );
  });

  it('keeps userName and email unique regardless of case', async () => {
    const { db } = database;
    await db.insert(t.users).values({ userName: 'Olena', email: 'Olena@Example.com' });
    expect(await sqlState(db.insert(t.users).values({ userName: 'oLENA', email: 'other@example.com' }))).toBe('23505');
    expect(await sqlState(db.insert(t.users).values({ userName: 'Olena2', email: 'olena@EXAMPLE.com' }))).toBe('23505');
  });

  it('has GIN trigram indexes on searchKey that answer ILIKE and similarity()', async () => {
    const { db } = database;
    const indexes = await db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where indexname like '%_search_key_trgm'`,
    );
    const byName = new Map(indexes.rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.get('books_search_key_trgm')).toMatch(/USING gin \(search_key gin_trgm_ops\)/);
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['authors_search_key_trgm', 'users_search_key_trgm']));

    await insertBook(db, { searchKey: 'kobzar shevchenko' });
    const found = await db
      .select({ id: t.books.id })
      .from(t.books)
      .where(sql`${t.books.searchKey} ilike ${'%shevch%'} and similarity(${t.books.searchKey}, ${'shevchenko'}) > 0.3`);
    expect(found).toHaveLength(1);
  });

  it('rejects enum values outside core/enums.ts', async () => {
    const user = await insertUser(database.db);
    const book = await insertBook(database.db);
    const state = await sqlState(
      database.db.insert(t.userBookStatuses).values({ userId: user.id, bookId: book.id, status: 7 }),
    );
    expect(state).toBe('23514');
  });

  it('deleting a user deletes what they own and the comments on it, and unlinks what outlives them', async () => {
    const { db } = database;
    const [author, reader] = [await insertUser(db), await insertUser(db)];
    const book = await insertBook(db, { ownerUserId: author.id });
    await db.insert(t.userBookStatuses).values({ userId: author.id, bookId: book.id, status: BookStatus.Reading });
    const [recension] = await db
      .insert(t.recensions)
      .values({ userId: author.id, bookId: book.id, rating: 5, text: 'x'.repeat(200) })
      .returning();
    const [comment] = await db
      .insert(t.comments)
      .values({ targetKind: CommentTarget.BookRecension, targetId: recension.id, userId: reader.id, text: 'Agreed' })
      .returning();
    await db.insert(t.commentReactions).values({ commentId: comment.id, userId: author.id, value: 1 });

    await db.delete(t.users).where(eq(t.users.id, author.id));

    expect(await db.select().from(t.recensions).where(eq(t.recensions.id, recension.id))).toEqual([]);
    expect(await db.select().from(t.userBookStatuses).where(eq(t.userBookStatuses.bookId, book.id))).toEqual([]);
    // The reader's comment sat on the deleted recension: the cleanup trigger removed it.
    expect(await db.select().from(t.comments).where(eq(t.comments.id, comment.id))).toEqual([]);
    const [kept] = await db.select().from(t.books).where(eq(t.books.id, book.id));
    expect(kept.ownerUserId).toBeNull();
  });

  it('deleting a book removes its links; an author with books cannot be deleted', async () => {
    const { db } = database;
    const book = await insertBook(db);
    const [author] = await db
      .insert(t.authors)
      .values({ nameEn: 'Taras Shevchenko', urlName: `ts-${++counter}` })
      .returning();
    const [genre] = await db
      .insert(t.genres)
      .values({ nameEn: 'Poetry', urlName: `poetry-${++counter}` })
      .returning();
    await db.insert(t.bookAuthors).values({ bookId: book.id, authorId: author.id });
    await db.insert(t.bookGenres).values({ bookId: book.id, genreId: genre.id });

    expect(await sqlState(db.delete(t.authors).where(eq(t.authors.id, author.id)))).toBe('23503');

    await db.delete(t.books).where(eq(t.books.id, book.id));
    expect(await db.select().from(t.bookAuthors).where(eq(t.bookAuthors.authorId, author.id))).toEqual([]);
    expect(await db.select().from(t.bookGenres).where(eq(t.bookGenres.genreId, genre.id))).toEqual([]);
    await db.delete(t.authors).where(eq(t.authors.id, author.id));
  });

  it('deleting a parent genre lifts its children to the top level', async () => {
    const { db } = database;
    const [parent] = await db
      .insert(t.genres)
      .values({ nameEn: 'Fiction', urlName: `fiction-${++counter}` })
      .returning();
    const [child] = await db
      .insert(t.genres)
      .values({ nameEn: 'Fantasy', urlName: `fantasy-${++counter}`, parentId: parent.id })
      .returning();
    await db.delete(t.genres).where(eq(t.genres.id, parent.id));
    const [lifted] = await db.select().from(t.genres).where(eq(t.genres.id, child.id));
    expect(lifted.parentId).toBeNull();
  });

  it('allows one unanswered contact message per address', async () => {
    const { db } = database;
    const message = { name: 'Ira', email: 'ira@example.com', text: 'Hello there' };
    const [first] = await db.insert(t.contactMessages).values(message).returning();
    expect(await sqlState(db.insert(t.contactMessages).values({ ...message, email: 'IRA@example.com' }))).toBe('23505');
    await db.update(t.contactMessages).set({ answeredAt: new Date() }).where(eq(t.contactMessages.id, first.id));
    await db.insert(t.contactMessages).values(message);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('migrations on a shared PostgreSQL', () => {
  it('lets several instances migrate one empty database at once', async () => {
    const serverUrl = process.env.DATABASE_URL as string;
    const name = `polytsia_test_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 2 })));
    try {
      await Promise.all(instances.map((instance) => migrateDatabase(instance)));
      const applied = await instances[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await admin.close();
    }
  });
});

// PGlite on disk is slow to create (a fresh cluster each time), so both tests share one folder.
describe('PGlite data folder lock', () => {
  let root: string;
  let dataDir: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'polytsia-db-'));
    dataDir = join(root, 'nested', 'db');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates missing parent folders and refuses a second open of the same folder', { timeout: 90_000 }, async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockPathFor(dataDir), 'utf8')).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Another Polytsia process (pid ${process.pid}) is using the database folder ${dataDir}. Stop it or set DATA_DIR.`,
      );
      await first.db.execute(sql`create table kept (value text)`);
      await first.db.execute(sql`insert into kept values ('before restart')`);
    } finally {
      await first.close();
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs, data intact', { timeout: 90_000 }, async () => {
    const exited = spawnSync(process.execPath, ['-e', '']);
    expect(exited.pid).toBeGreaterThan(0);
    writeFileSync(lockPathFor(dataDir), String(exited.pid));

    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockPathFor(dataDir), 'utf8')).toBe(String(process.pid));
      const kept = await database.db.execute<{ value: string }>(sql`select value from kept`);
      expect(kept.rows).toEqual([{ value: 'before restart' }]);
    } finally {
      await database.close();
    }
  });

  it('takes over a lock with our own pid that this process does not hold (restarted container)', () => {
    const lockPath = lockPathFor(join(root, 'restarted'));
    writeFileSync(lockPath, String(process.pid));
    const lock = acquireDataDirLock(join(root, 'restarted'));
    expect(() => acquireDataDirLock(join(root, 'restarted'))).toThrow(/Another Polytsia process/);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });
});
