import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, books } from '../../db/schema';
import { authHeaders, buildUser } from '../../test/factories';
import {
  insertAuthor,
  insertBook,
  insertCompilation,
  insertIllustrator,
  insertSeries,
  insertTag,
  insertTranslator,
} from '../../test/fixtures/catalogue-rows';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
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

let sequence = 0;
const fresh = (stem: string) => `${stem}-${++sequence}-${Date.now().toString(36)}`;

const inserters = {
  author: { insert: insertAuthor, table: 'authors', field: 'authors' },
  translator: { insert: insertTranslator, table: 'translators', field: 'translators' },
  illustrator: { insert: insertIllustrator, table: 'illustrators', field: 'illustrators' },
  compilation: { insert: insertCompilation, table: 'compilations', field: 'compilations' },
  tag: { insert: insertTag, table: 'tags', field: 'tags' },
  series: { insert: insertSeries, table: 'series', field: 'series' },
} as const;

const addPath = (kind: keyof typeof inserters, bookId: number, recordId: number) =>
  `/${kind}/add/${bookId}/to/${recordId}`;
const removePath = (kind: keyof typeof inserters, bookId: number, recordId: number) =>
  `/${kind}/delete/${bookId}/from/${recordId}`;

describe.each(Object.keys(inserters) as (keyof typeof inserters)[])('%s links', (kind) => {
  const { insert, table, field } = inserters[kind];

  it('are added once however often the call repeats, counted, recorded, and removed idempotently', async () => {
    const db = t.database.db;
    const book = await insertBook(db, { titleEn: fresh('Linked'), urlName: fresh('linked') });
    const record = await insert(db, { en: fresh(`Record of ${kind}`) });
    const added = await call('POST', addPath(kind, book.id, record.id));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ changed: true });
    expect((await call('POST', addPath(kind, book.id, record.id))).json()).toEqual({ changed: false });
    expect(await booksCountOf(table, record.id)).toBe(1);
    const details = (await call('GET', `/${book.id}`)).json();
    expect(details[field]).toEqual([expect.objectContaining({ id: record.id, urlName: record.urlName, active: true })]);
    const byRecord = (await call('GET', `/by/${kind}/${record.id}`)).json();
    expect(byRecord.items.map((item: { id: number }) => item.id)).toEqual([book.id]);

    const removed = await call('DELETE', removePath(kind, book.id, record.id));
    expect(removed.json()).toEqual({ changed: true });
    expect((await call('DELETE', removePath(kind, book.id, record.id))).json()).toEqual({ changed: false });
    expect(await booksCountOf(table, record.id)).toBe(0);
    const entries = await db
      .select({ action: auditEntries.action, changes: auditEntries.changes })
      .from(auditEntries)
      .where(sql`${auditEntries.entityKind} = 'book' and ${auditEntries.entityId} = ${book.id}`)
      .orderBy(auditEntries.id);
    expect(entries).toEqual([
      { action: 'link', changes: { [`${kind}Ids`]: { before: [], after: [record.id] } } },
      { action: 'unlink', changes: { [`${kind}Ids`]: { before: [record.id], after: [] } } },
    ]);
  });

  it('answer 404 for an unknown book or record, in the reader’s language', async () => {
    const db = t.database.db;
    const book = await insertBook(db, { titleEn: fresh('Lonely'), urlName: fresh('lonely') });
    const record = await insert(db, { en: fresh(`Other ${kind}`) });
    expect((await call('POST', addPath(kind, 999_999, record.id))).statusCode).toBe(404);
    const english = await call('POST', addPath(kind, book.id, 999_999));
    expect(english.statusCode).toBe(404);
    expect(english.json().message).toBe('There is no such record to link.');
    const ukrainian = await call('DELETE', removePath(kind, book.id, 999_999), undefined, { language: 'uk' });
    expect(ukrainian.json().message).toBe('Такого запису для зв’язку не існує.');
    expect((await call('POST', `/${kind}/add/x/to/1`)).statusCode).toBe(400);
  });
});

describe('counts of an inactive book', () => {
  it('do not move when it is linked or unlinked, and move when it is activated', async () => {
    const db = t.database.db;
    const book = await insertBook(db, { titleEn: fresh('Hidden'), urlName: fresh('hidden'), active: false });
    const author = await insertAuthor(db, { en: fresh('Hidden Author') });
    await call('POST', addPath('author', book.id, author.id));
    expect(await booksCountOf('authors', author.id)).toBe(0);
    await call('PUT', `/${book.id}/activity`, { active: true });
    expect(await booksCountOf('authors', author.id)).toBe(1);
  });
});

describe('authors of a book', () => {
  it('keep the order they were added in and make the book findable by their names', async () => {
    const db = t.database.db;
    const book = await insertBook(db, { titleEn: 'Fata Morgana', urlName: fresh('fata-morgana') });
    const kotsiubynsky = await insertAuthor(db, { en: 'Mykhailo Kotsiubynsky', uk: 'Михайло Коцюбинський' });
    const second = await insertAuthor(db, { en: fresh('Second Author') });
    await call('POST', addPath('author', book.id, kotsiubynsky.id));
    await call('POST', addPath('author', book.id, second.id));
    const details = (await call('GET', `/${book.id}`, undefined, { language: 'uk' })).json();
    expect(details.authors.map((author: { name: string }) => author.name)).toEqual([
      'Михайло Коцюбинський',
      second.nameEn,
    ]);
    const found = (await call('GET', `/items?search=${encodeURIComponent('коцюбинський')}`)).json();
    expect(found.items.map((item: { id: number }) => item.id)).toContain(book.id);
    await call('DELETE', removePath('author', book.id, kotsiubynsky.id));
    const [row] = await db.select({ key: books.searchKey }).from(books).where(eq(books.id, book.id));
    expect(row.key).not.toContain('kotsiubinski');
  });

  it('stay exactly counted when many books link the same author at once', async () => {
    const db = t.database.db;
    const author = await insertAuthor(db, { en: fresh('Busy Author') });
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        insertBook(db, { titleEn: `Busy ${index}`, urlName: fresh(`busy-${index}`) }),
      ),
    );
    const answers = await Promise.all(
      [...many, ...many].map((book) => call('POST', addPath('author', book.id, author.id))),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().changed)).toHaveLength(8);
    expect(await booksCountOf('authors', author.id)).toBe(8);
    await Promise.all(many.map((book) => call('PUT', `/${book.id}/activity`, { active: false })));
    expect(await booksCountOf('authors', author.id)).toBe(0);
  });
});

describe('series', () => {
  it('take a position when added, after the last book otherwise, and move it on PUT', async () => {
    const db = t.database.db;
    const cycle = await insertSeries(db, { en: fresh('Saga') });
    const [first, second, third] = await Promise.all(
      ['First', 'Second', 'Third'].map((title) =>
        insertBook(db, { titleEn: title, urlName: fresh(title.toLowerCase()) }),
      ),
    );
    await call('POST', `/series/add/${first.id}/to/${cycle.id}`);
    await call('POST', `/series/add/${second.id}/to/${cycle.id}`, { position: 2.5 });
    await call('POST', `/series/add/${third.id}/to/${cycle.id}`);
    const positions = async () =>
      (await call('GET', `/by/series/${cycle.id}`))
        .json()
        .items.map((item: { id: number; position: number }) => [item.id, item.position]);
    expect(await positions()).toEqual([
      [first.id, 1],
      [second.id, 2.5],
      [third.id, 3.5],
    ]);
    const moved = await call('PUT', `/series/${third.id}/${cycle.id}`, { position: 0.5 });
    expect(moved.json()).toEqual({ changed: true });
    expect((await positions())[0]).toEqual([third.id, 0.5]);

    const neighbours = (await call('GET', `/by/series/book/${second.id}`)).json();
    expect(neighbours).toEqual([
      {
        id: cycle.id,
        urlName: cycle.urlName,
        title: cycle.titleEn,
        books: [
          expect.objectContaining({ id: third.id, position: 0.5 }),
          expect.objectContaining({ id: first.id, position: 1 }),
          expect.objectContaining({ id: second.id, position: 2.5 }),
        ],
      },
    ]);
    const publicSeries = (await t.app.inject({ url: `/api/book/items/series/${cycle.urlName}` })).json();
    expect(publicSeries.items.map((item: { urlName: string }) => item.urlName)).toEqual([
      third.urlName,
      first.urlName,
      second.urlName,
    ]);
  });

  it('answer 404 on PUT for a book not in the series, and 400 for a bad position', async () => {
    const db = t.database.db;
    const cycle = await insertSeries(db, { en: fresh('Empty saga') });
    const book = await insertBook(db, { titleEn: 'Outside', urlName: fresh('outside') });
    const missing = await call('PUT', `/series/${book.id}/${cycle.id}`, { position: 1 }, { language: 'uk' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ця книжка не входить до цієї серії.');
    const bad = await call('PUT', `/series/${book.id}/${cycle.id}`, { position: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.position).toEqual(['Invalid value']);
    expect((await call('GET', `/by/series/book/999999`)).statusCode).toBe(404);
  });
});
