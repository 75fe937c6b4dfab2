import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DocumentType } from '#core/enums';
import { contentPageVersions } from '../../db/schema/content';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: BuiltUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin', userName: 'contentadmin' });
  headers = await authHeaders(t, admin);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, language }, ...(payload ? { payload } : {}) });

let sequence = 0;
const page = (fields: object = {}) => {
  sequence += 1;
  return {
    slug: `help-page-${sequence}`,
    titleEn: `Help ${sequence}`,
    titleUk: `Довідка ${sequence}`,
    bodyEn: '<p>How to use the library.</p>',
    bodyUk: '<p>Як користуватися бібліотекою.</p>',
    ...fields,
  };
};
const add = async (fields: object = {}) => {
  const response = await call('POST', '/api/content/admin/add', page(fields));
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: number;
    slug: string;
    bodyEn: string;
    bodyUk: string;
    titleEn: string;
    titleUk: string;
  };
};
const publish = (id: number, requiresAcknowledgement = false) =>
  call('PUT', `/api/content/admin/${id}/publish`, { requiresAcknowledgement });
const publicPage = (slug: string, language = 'en') =>
  t.app.inject({ url: `/api/content/${slug}`, headers: { language } });
const history = async (id: number) =>
  (await call('GET', `/api/audit/content-page/${id}`)).json().items as { action: string; changes: object }[];

describe('content page administration: who may call', () => {
  const calls: Array<[Method, string]> = [
    ['GET', '/api/content/admin/items'],
    ['GET', '/api/content/admin/1'],
    ['POST', '/api/content/admin/add'],
    ['PUT', '/api/content/admin/update'],
    ['PUT', '/api/content/admin/1/publish'],
    ['PUT', '/api/content/admin/1/activity'],
    ['PUT', '/api/content/admin/activity'],
    ['GET', '/api/content/admin/checkUrl?urlName=abcd'],
    ['GET', '/api/content/admin/1/versions'],
    ['GET', '/api/content/admin/1/versions/1'],
    ['DELETE', '/api/content/admin/1'],
  ];
  it.each(calls)('%s %s: 401 for a visitor, 403 for a reader or an author', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    for (const role of ['user', 'author'] as const) {
      const caller = await buildUser(t, { role });
      const response = await t.app.inject({
        method,
        url,
        headers: { ...(await authHeaders(t, caller)), language: 'uk' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Доступ заборонено');
    }
  });
});

describe('writing a page', () => {
  it('stores sanitized HTML: scripts, handlers, javascript: links and styles are gone, the text stays', async () => {
    const created = await add({
      bodyEn:
        '<h2 style="color:red" onclick="steal()">Rules</h2><script>alert(1)</script>' +
        '<p>Read <a href="javascript:alert(2)">this</a> and <a href="https://example.com/help" target="_blank" onmouseover="x()">that</a>.</p>' +
        '<img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
        '<ul><li><strong>Bold</strong> <em>move</em></li></ul>',
      bodyUk: '<p>Текст<svg onload="alert(4)"></svg></p><form action="/steal"><input name="q"></form>',
    });
    expect(created.bodyEn).toBe(
      '<h2>Rules</h2><p>Read <a>this</a> and <a href="https://example.com/help">that</a>.</p>' +
        '<ul><li><strong>Bold</strong> <em>move</em></li></ul>',
    );
    expect(created.bodyUk).toBe('<p>Текст</p>');
    for (const body of [created.bodyEn, created.bodyUk])
      expect(body).not.toMatch(/script|onerror|onclick|onload|onmouseover|javascript:|style=|iframe|<img|<form/i);

    const saved = await call('PUT', '/api/content/admin/update', {
      ...page({ slug: created.slug }),
      id: created.id,
      bodyEn: '<p onclick="x()">Edited <a href="JaVaScRiPt:alert(1)">link</a></p><style>p{}</style>',
    });
    expect(saved.json().bodyEn).toBe('<p>Edited <a>link</a></p>');
  });

  it('keeps the page private until a version is published', async () => {
    const created = await add();
    const details = (await call('GET', `/api/content/admin/${created.id}`)).json();
    expect(details).toMatchObject({ currentVersion: 0, publishedAt: null, hasDraft: true, active: true });
    expect((await publicPage(created.slug)).statusCode).toBe(404);
    expect((await call('GET', '/api/content/admin/999999')).statusCode).toBe(404);
  });

  it('refuses a bad link name, short titles and long bodies, in the caller’s language', async () => {
    const bad = await call('POST', '/api/content/admin/add', page({ slug: 'My page', titleEn: 'ab', bodyEn: 7 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      slug: [
        'The link name must be longer than 3 characters and contain no spaces',
        'Use lower-case Latin letters, digits and single hyphens, for example taras-shevchenko',
      ],
      titleEn: ['Enter more than 2 characters'],
      bodyEn: ['Invalid value'],
    });
    const uk = await call(
      'POST',
      '/api/content/admin/add',
      page({ slug: 'abc', titleUk: '', bodyUk: 'x'.repeat(200_001) }),
      'uk',
    );
    expect(uk.json().errors).toEqual({
      slug: ['Назва посилання має бути довшою за 3 символи й не містити пробілів'],
      titleUk: ['Це поле обов’язкове'],
      bodyUk: ['Максимальна кількість символів: 200000'],
    });
    const upper = await call('POST', '/api/content/admin/add', page({ slug: 'Help-Page' }));
    expect(upper.json().errors).toEqual({
      slug: ['Use lower-case Latin letters, digits and single hyphens, for example taras-shevchenko'],
    });
  });

  it('keeps one page per link name and per document', async () => {
    const first = await add();
    const taken = await call('POST', '/api/content/admin/add', page({ slug: first.slug }), 'uk');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ statusCode: 409, errors: { slug: [expect.any(String)] } });
    expect(taken.json().message).toBe(taken.json().errors.slug[0]);
    const second = await add();
    const renamed = await call('PUT', '/api/content/admin/update', { ...page({ slug: first.slug }), id: second.id });
    expect(renamed.statusCode).toBe(409);
    const missing = await call('PUT', '/api/content/admin/update', { ...page(), id: 999999 });
    expect(missing.statusCode).toBe(404);

    // A legal document sits at its fixed address whatever link name was sent.
    const privacy = await add({ slug: 'our-privacy', documentType: DocumentType.PrivacyPolicy });
    expect(privacy.slug).toBe('privacy');
    const twice = await call('POST', '/api/content/admin/add', page({ documentType: DocumentType.PrivacyPolicy }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({
      documentType: ['There is already a page for this document: edit that one instead.'],
    });
  });
});

describe('checking a link name', () => {
  it('says whether it is valid and free, the page keeping its own', async () => {
    const created = await add();
    const check = async (query: string, language = 'en') =>
      (await call('GET', `/api/content/admin/checkUrl?${query}`, undefined, language)).json();
    expect(await check('urlName=brand-new-page')).toEqual({ available: true, message: null });
    expect(await check(`urlName=${created.slug}`)).toEqual({
      available: false,
      message: 'This link name is already used by another record',
    });
    expect(await check(`urlName=${created.slug}&pageId=${created.id}`)).toEqual({ available: true, message: null });
    expect((await check('urlName=My%20page', 'uk')).available).toBe(false);
    expect((await call('GET', '/api/content/admin/checkUrl?urlName=x&pageId=abc')).statusCode).toBe(400);
  });
});

describe('versions', () => {
  it('publishes the draft as numbered versions, keeps each, and readers see only published texts', async () => {
    const created = await add({ bodyEn: '<p>First rules.</p>', bodyUk: '<p>Перші правила.</p>' });
    const first = await publish(created.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ currentVersion: 1, hasDraft: false, requiresAcknowledgement: false });
    expect((await publicPage(created.slug, 'uk')).json()).toMatchObject({ body: '<p>Перші правила.</p>', version: 1 });

    await call('PUT', '/api/content/admin/update', {
      ...page({ slug: created.slug }),
      id: created.id,
      bodyEn: '<p>Second rules.</p>',
    });
    expect((await call('GET', `/api/content/admin/${created.id}`)).json()).toMatchObject({
      hasDraft: true,
      currentVersion: 1,
    });
    expect((await publicPage(created.slug)).json().body).toBe('<p>First rules.</p>');

    const second = await publish(created.id);
    expect(second.json()).toMatchObject({ currentVersion: 2, hasDraft: false });
    expect((await publicPage(created.slug)).json()).toMatchObject({ body: '<p>Second rules.</p>', version: 2 });

    const versions = (await call('GET', `/api/content/admin/${created.id}/versions`)).json();
    expect(versions.totalCount).toBe(2);
    expect(versions.items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    const paged = (await call('GET', `/api/content/admin/${created.id}/versions?page=2&pageSize=1`)).json();
    expect(paged.items.map((item: { version: number }) => item.version)).toEqual([1]);
    const old = await call('GET', `/api/content/admin/${created.id}/versions/1`);
    expect(old.json()).toMatchObject({ version: 1, bodyEn: '<p>First rules.</p>', bodyUk: '<p>Перші правила.</p>' });
    expect((await call('GET', `/api/content/admin/${created.id}/versions/9`)).statusCode).toBe(404);
    expect((await call('GET', '/api/content/admin/999999/versions')).statusCode).toBe(404);

    expect((await history(created.id)).map((entry) => entry.action)).toEqual([
      'publish',
      'update',
      'publish',
      'create',
    ]);
    expect((await history(created.id))[0]).toMatchObject({
      changes: { currentVersion: { before: 1, after: 2 }, requiresAcknowledgement: { before: null, after: false } },
    });
  });

  it('asks for an English text before publishing, and acknowledgement only of the legal documents', async () => {
    const empty = await add({ bodyEn: '<p> </p>', bodyUk: '' });
    const refused = await publish(empty.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ bodyEn: ['Write the English text before publishing.'] });

    const other = await add();
    const acknowledged = await call(
      'PUT',
      `/api/content/admin/${other.id}/publish`,
      { requiresAcknowledgement: true },
      'uk',
    );
    expect(acknowledged.statusCode).toBe(400);
    expect(acknowledged.json().message).toBe(
      'Прийняти нову версію читачів просять лише політика конфіденційності та умови користування.',
    );
    expect((await publish(999999)).statusCode).toBe(404);
    const versions = await t.database.db
      .select()
      .from(contentPageVersions)
      .where(eq(contentPageVersions.pageId, other.id));
    expect(versions).toEqual([]);
  });
});

describe('publishing new terms', () => {
  it('puts them in every older account’s updatedContentPages until it acknowledges them', async () => {
    const reader = await buildUser(t, { userName: 'termsreader' });
    const readerHeaders = await authHeaders(t, reader);
    const updatedPages = async (user = readerHeaders, language = 'en') =>
      (await t.app.inject({ url: '/api/auth/user', headers: { ...user, language } })).json().user
        .updatedContentPages as { id: number; title: string; url: string }[];

    const terms = await add({
      slug: 'terms',
      documentType: DocumentType.TermsOfConditions,
      titleEn: 'Terms and conditions',
      titleUk: 'Умови користування',
    });
    expect((await publish(terms.id)).statusCode).toBe(200);
    expect(await updatedPages()).toEqual([]);

    expect((await publish(terms.id, true)).json()).toMatchObject({ currentVersion: 2, requiresAcknowledgement: true });
    expect(await updatedPages()).toEqual([
      { id: terms.id, title: 'Terms and conditions', url: '/terms-and-conditions' },
    ]);
    expect(await updatedPages(readerHeaders, 'uk')).toEqual([
      { id: terms.id, title: 'Умови користування', url: '/terms-and-conditions' },
    ]);
    // An account made after the version accepted it when signing up.
    const newcomer = await buildUser(t, { userName: 'termsnewcomer' });
    expect(await updatedPages(await authHeaders(t, newcomer))).toEqual([]);

    const ack = await t.app.inject({ method: 'PUT', url: '/api/user/me/acknowledge-pages', headers: readerHeaders });
    expect(ack.statusCode).toBe(200);
    expect(await updatedPages()).toEqual([]);

    // A correction published without acknowledgement asks nothing; the next required version asks again.
    await publish(terms.id);
    expect(await updatedPages()).toEqual([]);
    await publish(terms.id, true);
    expect((await updatedPages()).map((item) => item.id)).toEqual([terms.id]);

    // Switched off, the page leaves the list; switched on, it comes back.
    const off = await call('PUT', `/api/content/admin/${terms.id}/activity`, { active: false });
    expect(off.json()).toEqual({ id: terms.id, active: false });
    expect(await updatedPages()).toEqual([]);
    expect((await publicPage('terms-and-conditions')).statusCode).toBe(404);
    expect((await call('PUT', `/api/content/admin/${terms.id}/activity`, {})).json().active).toBe(true);
    expect((await updatedPages()).map((item) => item.id)).toEqual([terms.id]);
    expect((await history(terms.id)).slice(0, 2).map((entry) => entry.action)).toEqual(['activate', 'deactivate']);
  });
});

describe('deleting and listing', () => {
  it('deletes a page with its versions, never a legal document', async () => {
    const created = await add();
    await publish(created.id);
    expect((await call('DELETE', `/api/content/admin/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/content/admin/${created.id}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(contentPageVersions).where(eq(contentPageVersions.pageId, created.id)),
    ).toEqual([]);
    expect((await history(created.id))[0]).toMatchObject({ action: 'delete', changes: { versions: { before: 1 } } });

    const list = (await call('GET', '/api/content/admin/items?search=privacy')).json();
    const privacy = list.items.find((item: { documentType: number | null }) => item.documentType === 1);
    const refused = await call('DELETE', `/api/content/admin/${privacy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The privacy policy and the terms are never deleted/);
  });

  it('switches several pages on and off at once, each recorded, those already so unchanged', async () => {
    const [first, second] = [await add(), await add()];
    const bulk = (ids: number[], active: boolean) => call('PUT', '/api/content/admin/activity', { ids, active });
    expect((await bulk([first.id, second.id], false)).json()).toEqual({ changed: 2 });
    expect((await bulk([first.id, second.id, 999999], false)).json()).toEqual({ changed: 0 });
    expect((await bulk([first.id], true)).json()).toEqual({ changed: 1 });
    expect((await history(second.id))[0]).toMatchObject({ action: 'deactivate' });
    expect((await history(first.id)).map((entry) => entry.action)).toEqual(['activate', 'deactivate', 'create']);
    expect((await bulk([], true)).statusCode).toBe(400);
    const inactive = (await call('GET', '/api/content/admin/items?status=inactive')).json();
    expect(inactive.items.map((item: { id: number }) => item.id)).toEqual([second.id]);
    await bulk([second.id], true);
  });

  it('lists pages searched in both languages, filtered, sorted and paged in a fixed number of statements', async () => {
    const list = async (query: string) => (await call('GET', `/api/content/admin/items?${query}`)).json();
    const all = await list('pageSize=100');
    expect(all.totalCount).toBe(all.items.length);
    expect(all.items.length).toBeGreaterThan(5);

    const found = await list('search=dovidka');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((item: { titleUk: string }) => item.titleUk.startsWith('Довідка'))).toBe(true);

    const inactive = await list('status=inactive');
    expect(inactive.items).toEqual([]);

    const byTitle = await list('sort=title&order=desc&pageSize=2');
    expect(byTitle.items).toHaveLength(2);
    expect(byTitle.items[0].titleEn.localeCompare(byTitle.items[1].titleEn)).toBeGreaterThanOrEqual(0);

    t.resetQueries();
    await list('pageSize=1');
    const one = t.queries.length;
    t.resetQueries();
    await list('pageSize=100');
    expect(t.queries.length).toBe(one);
    expect((await call('GET', '/api/content/admin/items?sort=size')).statusCode).toBe(400);
  });
});
