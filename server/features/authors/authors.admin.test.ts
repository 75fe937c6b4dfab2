import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookRequestStatus } from '#core/enums';
import { authorClaims } from '../../db/schema';
import { authHeaders, buildUser } from '../../test/factories';
import { catalogueBody } from '../../test/fixtures/catalogue-admin';
import { createTestApp, type TestApp } from '../../test/harness';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

let t: TestApp;
let mail: MailCatcher;
let headers: Record<string, string>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ smtpUrl: mail.smtpUrl });
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra = {}) {
  const response = await t.app.inject({ method, url, headers: { ...headers, ...extra }, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

async function author(nameEn: string, extra: Record<string, unknown> = {}) {
  const answer = await call('POST', '/api/author/admin/add', catalogueBody('author', { nameEn, ...extra }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { id: number; urlName: string };
}

const similarOf = async (id: number) =>
  ((await call('GET', `/api/author/admin/${id}/similar`)).body as { id: number }[]).map((entry) => entry.id);

describe('similar authors', () => {
  it('link both ways, once however often asked, and unlink both ways', async () => {
    const shevchenko = await author('Similar Shevchenko');
    const franko = await author('Similar Franko');
    expect((await call('POST', `/api/author/admin/similar/${franko.id}/to/${shevchenko.id}`)).body).toEqual({
      ok: true,
    });
    expect((await call('POST', `/api/author/admin/similar/${shevchenko.id}/to/${franko.id}`)).status).toBe(200);
    expect(await similarOf(shevchenko.id)).toEqual([franko.id]);
    expect(await similarOf(franko.id)).toEqual([shevchenko.id]);
    const publicPage = (await call('GET', `/api/author/${shevchenko.urlName}`, undefined, { authorization: '' })).body;
    expect(publicPage.similar.map((entry: { urlName: string }) => entry.urlName)).toEqual([franko.urlName]);

    const history = (await call('GET', `/api/audit/author/${shevchenko.id}`)).body.items;
    expect(history.filter((entry: { action: string }) => entry.action === 'link')).toHaveLength(1);
    expect(history[0].changes).toEqual({ similarAuthor: { before: null, after: 'Similar Franko' } });

    expect((await call('DELETE', `/api/author/admin/similar/${shevchenko.id}/from/${franko.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/author/admin/similar/${shevchenko.id}/from/${franko.id}`)).status).toBe(200);
    expect(await similarOf(shevchenko.id)).toEqual([]);
    expect(await similarOf(franko.id)).toEqual([]);
  });

  it('refuses an author similar to themselves, and unknown authors', async () => {
    const one = await author('Similar Self');
    const self = await call('POST', `/api/author/admin/similar/${one.id}/to/${one.id}`, undefined, { language: 'uk' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Автор не може бути схожим сам на себе.');
    expect((await call('POST', `/api/author/admin/similar/${one.id}/to/2000000`)).status).toBe(404);
    expect((await call('GET', '/api/author/admin/2000000/similar')).status).toBe(404);
    expect((await call('GET', '/api/author/admin/abc/similar')).status).toBe(400);
  });
});

describe('the author picker search', () => {
  it('finds authors by either language, the active and most-booked first', async () => {
    const hidden = await author('Picker Vasyl Stus', { nameUk: 'Василь Стус', active: false });
    const found = (await call('GET', '/api/author/admin/search?search=stus&limit=10')).body;
    expect(found).toContainEqual(expect.objectContaining({ id: hidden.id, name: 'Picker Vasyl Stus', active: false }));
    const uk = (await call('GET', '/api/author/admin/search?search=Стус', undefined, { language: 'uk' })).body;
    expect(uk[0]).toMatchObject({ id: hidden.id, name: 'Василь Стус' });
  });
});

describe("an author's accounts", () => {
  it('shows a pending claim on the author page, and the managing account once approved (the owner is mailed)', async () => {
    const page = await author('Claimed Writer');
    const claimant = await buildUser(t, { userName: 'claimantwriter' });
    await t.database.db.insert(authorClaims).values({
      userId: claimant.id,
      authorId: page.id,
      status: BookRequestStatus.Pending,
      socialMediaLink: 'https://example.com/claimed-writer',
    });
    const before = (await call('GET', `/api/author/admin/${page.id}`)).body;
    expect(before.account).toBeNull();
    expect(before.pendingClaims).toEqual([
      expect.objectContaining({
        userId: claimant.id,
        userName: 'claimantwriter',
        socialMediaLink: 'https://example.com/claimed-writer',
      }),
    ]);
    const approve = await call('PUT', `/api/user/admin/approve-user-author?userId=${claimant.id}&authorId=${page.id}`);
    expect(approve.status).toBe(200);
    expect((await mail.nextMailTo(claimant.email)).to).toContain(claimant.email.toLowerCase());
    const after = (await call('GET', `/api/author/admin/${page.id}`)).body;
    expect(after.account).toEqual({ userId: claimant.id, userName: 'claimantwriter' });
    expect(after.pendingClaims).toEqual([]);
    expect(after.usage.accounts).toBe(1);
  });

  it('refuses a death year before the birth year', async () => {
    const answer = await call(
      'POST',
      '/api/author/admin/add',
      catalogueBody('author', { birthYear: 1900, deathYear: 1800 }),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['deathYear']);
  });
});
