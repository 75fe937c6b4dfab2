import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueKinds, checkUrlIdParam, type CatalogueKind } from '#core/schemas/catalogue-admin';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { catalogueBody, nameStemOf } from '../../test/fixtures/catalogue-admin';
import { buildBook, buildEntity, linkBooks } from '../../test/fixtures/entities';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin' });
  reader = await buildUser(t);
  adminHeaders = await authHeaders(t, admin);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, payload?: unknown, headers = adminHeaders) {
  const response = await t.app.inject({ method, url, headers, payload: payload as object | undefined });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

const ok = async (method: Method, url: string, payload?: unknown) => {
  const answer = await call(method, url, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const history = async (kind: CatalogueKind, id: number) =>
  (await ok('GET', `/api/audit/${kind}/${id}`)).items as { action: string; changes: Record<string, unknown> }[];

describe.each(catalogueKinds.map((kind) => [kind]))('%s administration', (kind) => {
  const base = `/api/${kind}/admin`;
  const stem = nameStemOf(kind);

  it('creates, reads, checks, edits, hides, shows, bulk-changes and deletes a record, each write in its history', async () => {
    const body = catalogueBody(kind);
    const created = await ok('POST', `${base}/add`, body);
    expect(created).toMatchObject({ kind, urlName: body.urlName, active: true, booksCount: 0, ...body });
    expect(created.usage).toEqual({ books: 0, children: 0, comments: 0, accounts: 0 });
    const id = created.id as number;

    expect(await ok('GET', `${base}/${id}`)).toEqual(created);
    expect(await ok('GET', `${base}/${body.urlName}`)).toEqual(created);
    expect(await ok('GET', `${base}/${body.urlName}/id`)).toEqual({ id });

    const idParam = checkUrlIdParam[kind];
    expect(await ok('GET', `${base}/checkUrl?urlName=${body.urlName}&${idParam}=${id}`)).toEqual({
      available: true,
      message: null,
    });
    expect(await ok('GET', `${base}/checkUrl?urlName=${body.urlName}`)).toEqual({
      available: false,
      message: 'This link name is already used by another record',
    });

    const renamed = { ...body, id, [`${stem}En`]: `${body[`${stem}En`]} renamed` };
    const updated = await ok('PUT', `${base}/update`, renamed);
    expect(updated[`${stem}En`]).toBe(renamed[`${stem}En`]);

    const listed = await ok('GET', `${base}/items?search=${encodeURIComponent(String(renamed[`${stem}En`]))}`);
    expect(listed.items.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(listed.items[0]).toMatchObject({ name: renamed[`${stem}En`], otherName: body[`${stem}Uk`], active: true });

    const publicPath = `/api/${kind}/${body.urlName}`;
    expect((await call('GET', publicPath, undefined, {})).status).toBe(200);
    expect(await ok('PUT', `${base}/${id}/activity`, {})).toEqual({ id, active: false });
    expect((await call('GET', publicPath, undefined, {})).status).toBe(404);
    expect((await ok('GET', `${base}/items?status=active&search=${body.urlName}`)).totalCount).toBe(0);
    expect((await ok('GET', `${base}/items?status=inactive&search=${body.urlName}`)).totalCount).toBe(1);
    expect(await ok('PUT', `${base}/${id}/activity`, { active: true })).toEqual({ id, active: true });
    expect(await ok('PUT', `${base}/${id}/activity`, { active: true })).toEqual({ id, active: true });
    expect((await call('GET', publicPath, undefined, {})).status).toBe(200);

    const other = await ok('POST', `${base}/add`, catalogueBody(kind, { active: false }));
    expect(await ok('PUT', `${base}/activity`, { ids: [id, other.id], active: false })).toEqual({ changed: 1 });
    expect(await ok('PUT', `${base}/activity`, { ids: [id, other.id, 2_000_000], active: true })).toEqual({
      changed: 2,
    });

    expect(await ok('DELETE', `${base}/${id}`)).toEqual({ ok: true });
    expect((await call('GET', `${base}/${id}`)).status).toBe(404);
    expect((await history(kind, id)).map((entry) => entry.action)).toEqual([
      'delete',
      'activate',
      'deactivate',
      'activate',
      'deactivate',
      'update',
      'create',
    ]);
    const [, , , , , edit] = await history(kind, id);
    expect(edit.changes).toEqual({
      [`${stem}En`]: { before: body[`${stem}En`], after: renamed[`${stem}En`] },
    });
  });

  it('refuses invalid bodies field by field, in English and in Ukrainian', async () => {
    const bad = catalogueBody(kind, { urlName: 'a b', [`${stem}En`]: ' x ', [`${stem}Uk`]: '' });
    const en = await call('POST', `${base}/add`, bad);
    expect(en.status).toBe(400);
    expect(en.body.errors[`${stem}En`]).toEqual(['Enter more than 2 characters']);
    expect(en.body.errors[`${stem}Uk`]).toEqual(['This field is required']);
    expect(en.body.errors.urlName[0]).toBe('The link name must be longer than 3 characters and contain no spaces');
    const uk = await call('POST', `${base}/add`, bad, { ...adminHeaders, language: 'uk' });
    expect(uk.body.errors[`${stem}Uk`]).toEqual(['Це поле обов’язкове']);
    expect(uk.body.errors.urlName[0]).toBe('Назва посилання має бути довшою за 3 символи й не містити пробілів');
    const shaped = await call('POST', `${base}/add`, catalogueBody(kind, { urlName: 'Taras_Shevchenko' }));
    expect(shaped.body.errors.urlName).toEqual([
      'Use lower-case Latin letters, digits and single hyphens, for example taras-shevchenko',
    ]);
  });

  it('refuses a url name another record uses, on create and on edit (409, beside the field)', async () => {
    const first = await ok('POST', `${base}/add`, catalogueBody(kind));
    const second = await ok('POST', `${base}/add`, catalogueBody(kind));
    const clash = await call('POST', `${base}/add`, catalogueBody(kind, { urlName: first.urlName }), {
      ...adminHeaders,
      language: 'uk',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ urlName: ['Цю назву посилання вже має інший запис'] });
    const edit = await call('PUT', `${base}/update`, { ...catalogueBody(kind), id: second.id, urlName: first.urlName });
    expect(edit.status).toBe(409);
  });

  it('answers 404 for records that do not exist', async () => {
    expect((await call('GET', `${base}/2000000`)).status).toBe(404);
    expect((await call('GET', `${base}/no-such-record/id`)).status).toBe(404);
    expect((await call('PUT', `${base}/update`, { ...catalogueBody(kind), id: 2_000_000 })).status).toBe(404);
    expect((await call('PUT', `${base}/2000000/activity`, {})).status).toBe(404);
    expect((await call('DELETE', `${base}/2000000`)).status).toBe(404);
  });

  it('keeps its calls to administrators: 401 for a visitor, 403 for a reader', async () => {
    const readerHeaders = await authHeaders(t, reader);
    for (const [method, path, payload] of [
      ['GET', '/items', undefined],
      ['GET', '/options', undefined],
      ['PUT', '/activity', { ids: [1], active: true }],
      ['PUT', '/1/image', undefined],
      ['DELETE', '/1/image', undefined],
    ] as const) {
      expect((await call(method, base + path, payload, {})).status, `${method} ${path}`).toBe(401);
      expect((await call(method, base + path, payload, readerHeaders)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('admin lists', () => {
  it('page, sort and filter with a fixed number of statements whatever the page size', async () => {
    const prefix = `paged${Date.now().toString(36)}`;
    for (let index = 0; index < 25; index++)
      await ok(
        'POST',
        '/api/tag/admin/add',
        catalogueBody('tag', { urlName: `${prefix}-${index}`, active: index % 5 !== 0 }),
      );
    const page = (query: string) => ok('GET', `/api/tag/admin/items?search=${prefix}&${query}`);

    const first = await page('pageSize=8&sort=createdAt&order=asc');
    expect(first.totalCount).toBe(25);
    expect(first.items.map((row: { urlName: string }) => row.urlName)).toEqual(
      Array.from({ length: 8 }, (_, index) => `${prefix}-${index}`),
    );
    const last = await page('pageSize=20&page=2&sort=createdAt&order=asc');
    expect(last.items).toHaveLength(5);
    expect(await page('pageSize=20&page=9')).toEqual({ items: [], totalCount: 25 });
    expect((await page('status=inactive')).totalCount).toBe(5);
    expect((await page('status=active&pageSize=20')).items).toHaveLength(20);
    const newest = await page('sort=createdAt');
    expect(newest.items[0].urlName).toBe(`${prefix}-24`);

    for (const size of [8, 20]) {
      t.resetQueries();
      await page(`pageSize=${size}`);
      expect(t.queries.filter((query) => /from "tags"/.test(query))).toHaveLength(1);
    }
  });

  it('find records by either language, transliterated, by url name and by id', async () => {
    const author = await ok(
      'POST',
      '/api/author/admin/add',
      catalogueBody('author', { nameEn: 'Hryhorii Skovoroda', nameUk: 'Григорій Сковорода' }),
    );
    for (const text of ['skovoroda', 'Сковорода', 'Hryhorij', String(author.id), author.urlName]) {
      const found = await ok('GET', `/api/author/admin/items?search=${encodeURIComponent(text)}`);
      expect(
        found.items.map((row: { id: number }) => row.id),
        text,
      ).toContain(author.id);
    }
    const uk = await call('GET', `/api/author/admin/items?search=skovoroda`, undefined, {
      ...adminHeaders,
      language: 'uk',
    });
    expect(uk.body.items[0]).toMatchObject({
      name: 'Григорій Сковорода',
      otherName: 'Hryhorii Skovoroda',
      note: '1900–1970',
    });
  });

  it('refuse a query out of range in the caller’s language', async () => {
    const answer = await call('GET', '/api/tag/admin/items?pageSize=0&status=deleted', undefined, {
      ...adminHeaders,
      language: 'uk',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.pageSize).toEqual(['Розмір сторінки має бути цілим числом від 1 до 100']);
    expect(answer.body.errors.status).toEqual(['Некоректне значення']);
  });

  it('answer options of active and inactive records, by name or by a search', async () => {
    const hidden = await ok(
      'POST',
      '/api/publisher/admin/add',
      catalogueBody('publisher', { titleEn: 'Zzz Hidden Press', active: false }),
    );
    const options = await ok('GET', '/api/publisher/admin/options');
    expect(options).toContainEqual({ value: hidden.id, text: 'Zzz Hidden Press', active: false });
    const names = options.map((option: { text: string }) => option.text);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(await ok('GET', '/api/publisher/admin/options?search=hidden%20press&limit=5')).toEqual([
      { value: hidden.id, text: 'Zzz Hidden Press', active: false },
    ]);
  });
});

describe('deleting linked records (decision 0023)', () => {
  it.each(['author', 'genre', 'publisher', 'translator', 'illustrator', 'series'] as const)(
    'a %s that still names a book, even a hidden one, is refused with a clear message',
    async (kind) => {
      const record = await ok('POST', `/api/${kind}/admin/add`, catalogueBody(kind));
      const book = await buildBook(t.database.db, { active: false });
      await linkBooks(t.database.db, kind, record.id, [book.id]);
      expect((await ok('GET', `/api/${kind}/admin/${record.id}`)).usage.books).toBe(1);
      const refused = await call('DELETE', `/api/${kind}/admin/${record.id}`, undefined, {
        ...adminHeaders,
        language: 'uk',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^Цей запис досі пов’язаний із книжками/);
      expect((await call('GET', `/api/${kind}/admin/${record.id}`)).status).toBe(200);
    },
  );

  it.each(['tag', 'compilation'] as const)('a %s is deleted with its links; the books stay', async (kind) => {
    const record = await ok('POST', `/api/${kind}/admin/add`, catalogueBody(kind));
    const book = await buildBook(t.database.db);
    await linkBooks(t.database.db, kind, record.id, [book.id]);
    expect(await ok('DELETE', `/api/${kind}/admin/${record.id}`)).toEqual({ ok: true });
    const { rows } = await t.database.db.execute(sql`select id from books where id = ${book.id}`);
    expect(rows).toHaveLength(1);
    expect((await call('GET', `/api/book/details/${book.urlName}`, undefined, {})).status).toBe(200);
  });

  it('an author page an Author account manages is refused', async () => {
    const author = await ok('POST', '/api/author/admin/add', catalogueBody('author'));
    await buildUser(t, { role: 'author', authorId: author.id });
    const record = await ok('GET', `/api/author/admin/${author.id}`);
    expect(record.usage.accounts).toBe(1);
    const refused = await call('DELETE', `/api/author/admin/${author.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^An author account manages this page/);
  });
});

describe('public answers after admin writes', () => {
  it('a renamed author shows at once in the kept book details and finds the book by the new name', async () => {
    const db = t.database.db;
    const author = await buildEntity(db, 'author', { name: 'Old Name Writer' });
    const book = await buildBook(db, { title: 'Kept Details Book' });
    await linkBooks(db, 'author', author.id, [book.id]);
    const details = async () => (await call('GET', `/api/book/details/${book.urlName}`, undefined, {})).body;
    expect((await details()).authors[0].fullName).toBe('Old Name Writer');
    const record = await ok('GET', `/api/author/admin/${author.id}`);
    await ok('PUT', '/api/author/admin/update', {
      ...catalogueBody('author'),
      id: author.id,
      urlName: record.urlName,
      nameEn: 'Volodymyr Newname',
      nameUk: 'Володимир Новоназва',
    });
    expect((await details()).authors[0].fullName).toBe('Volodymyr Newname');
    const { rows } = await db.execute(sql`select search_key from books where id = ${book.id}`);
    expect(String(rows[0]!.search_key)).toContain('novonazva');
    const found = await call('POST', '/api/book/items', { search: 'Новоназва' }, {});
    expect(found.body.items.map((item: { urlName: string }) => item.urlName)).toContain(book.urlName);
  });
});
