import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toSearchKey } from '#core/search/search-key';
import { contentPages, contentPageVersions } from '../../db/schema/content';
import { users } from '../../db/schema/users';
import { authHeaders, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = async (url: string, user: Awaited<ReturnType<typeof buildUser>>, payload?: object, language = 'en') =>
  t.app.inject({ method: 'PUT', url, headers: { ...(await authHeaders(t, user)), language }, payload });
const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const protectedCalls: Array<[string, string]> = [
  ['GET', '/api/user/me'],
  ['PUT', '/api/user/me/update'],
  ['PUT', '/api/user/me/contacts/update'],
  ['PUT', '/api/user/me/privacy/update'],
  ['PUT', '/api/user/me/settings/update'],
  ['PUT', '/api/user/me/language/uk'],
  ['PUT', '/api/user/me/theme/dark'],
  ['PUT', '/api/user/update/avatar'],
  ['GET', '/api/user/me/avatars/64'],
  ['PUT', '/api/user/me/acknowledge-pages'],
  ['PUT', '/api/user/me/do-not-show/login-preference'],
  ['PUT', '/api/user/me/do-not-show/login-import'],
];

describe('my account', () => {
  it.each(protectedCalls)('%s %s answers 401 to a visitor', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: { language: 'uk' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Увійдіть, щоб продовжити.');
  });

  it('GET me answers the full profile', async () => {
    const user = await buildUser(t, { name: 'Ann' });
    const response = await t.app.inject({ url: '/api/user/me', headers: await authHeaders(t, user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      userName: user.userName,
      email: user.email,
      name: 'Ann',
      friendByRequest: true,
      messageFromFriend: false,
      canEditPersonalData: true,
      hasPassword: true,
      authorRequest: null,
    });
  });

  it('me/update edits the profile and validates it', async () => {
    const user = await buildUser(t);
    const body = {
      name: 'Mariia',
      fullName: 'Mariia Prymachenko',
      gender: 2,
      birthday: '1990-05-04',
      location: 'Kyiv',
      aboutMe: 'Painter',
      statusText: 'Reading',
    };
    const response = await put('/api/user/me/update', user, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(body);
    expect((await rowOf(user.id)).searchKey).toContain(toSearchKey('Prymachenko'));

    const cleared = await put('/api/user/me/update', user, { name: '  ', gender: null });
    expect(cleared.json()).toMatchObject({ name: null, gender: null, fullName: null });

    const invalid = await put('/api/user/me/update', user, { gender: 7, birthday: '2999-01-01' }, 'uk');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.gender).toEqual(['Некоректне значення']);
    expect(invalid.json().errors.birthday).toEqual(['Некоректне значення']);
  });

  it('me/update renames the user in the global search: found under the new name, not the old one', async () => {
    const user = await buildUser(t, {
      userName: 'renamedReader',
      name: 'Solomiia',
      fullName: 'Solomiia Krushelnytska',
    });
    expect((await rowOf(user.id)).searchKey).toContain(toSearchKey('Krushelnytska'));
    const renamed = await put('/api/user/me/update', user, { name: 'Lesia', fullName: 'Lesia Kosach' });
    expect(renamed.statusCode).toBe(200);

    // Each text is searched once, so no answer kept from before the rename can be read.
    const found = async (searchText: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/global-search', payload: { searchText } });
      expect(response.statusCode).toBe(200);
      return (response.json().items as { userName: string }[]).map((item) => item.userName);
    };
    expect(await found('Косач')).toContain('renamedReader');
    expect(await found('lesya kosach')).toContain('renamedReader');
    expect(await found('Krushelnytska')).not.toContain('renamedReader');
    expect(await found('Соломія')).not.toContain('renamedReader');
    expect(await found('renamedreader')).toContain('renamedReader');
  });

  it.each([
    ['en', 'An author account cannot edit personal data. Edit your author information instead.'],
    ['uk', 'Обліковий запис автора не може змінювати особисті дані. Змініть натомість інформацію автора.'],
  ])('an Author account keeps its personal data but edits the rest (%s)', async (language, message) => {
    const author = await buildUser(t, { role: 'author', fullName: 'Real Name' });
    const refused = await put('/api/user/me/update', author, { fullName: 'Other Name' }, language);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(message);
    const allowed = await put(
      '/api/user/me/update',
      author,
      { fullName: 'Real Name', statusText: 'Writing' },
      language,
    );
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ statusText: 'Writing', canEditPersonalData: false });
  });

  it('me/contacts/update validates links and the phone', async () => {
    const user = await buildUser(t);
    const ok = await put('/api/user/me/contacts/update', user, {
      phone: '+380 (44) 123-45-67',
      website: 'https://example.com',
      telegram: '@me',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      phone: '+380 (44) 123-45-67',
      website: 'https://example.com',
      telegram: '@me',
      instagram: null,
    });
    const bad = await put('/api/user/me/contacts/update', user, { phone: 'call me', website: 'example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      phone: ['Enter a valid phone number'],
      website: ['Enter a link starting with http://, https:// or ftp://, without spaces'],
    });
  });

  it('me/privacy/update saves both flags and needs both', async () => {
    const user = await buildUser(t);
    const response = await put('/api/user/me/privacy/update', user, {
      friendByRequest: false,
      messageFromFriend: true,
    });
    expect(response.json()).toMatchObject({ friendByRequest: false, messageFromFriend: true });
    const missing = await put('/api/user/me/privacy/update', user, { friendByRequest: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.messageFromFriend).toEqual(['This field is required']);
  });

  it.each([
    ['en', 'Language was not added'],
    ['uk', 'Мову не додано'],
  ])('me/language accepts en and uk only (%s)', async (language, message) => {
    const user = await buildUser(t);
    expect((await put('/api/user/me/language/uk', user, undefined, language)).statusCode).toBe(200);
    expect((await rowOf(user.id)).language).toBe('uk');
    const refused = await put('/api/user/me/language/ru', user, undefined, language);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });

  it('me/theme accepts light, dark and system', async () => {
    const user = await buildUser(t);
    for (const theme of ['dark', 'light', 'system']) {
      expect((await put(`/api/user/me/theme/${theme}`, user)).statusCode).toBe(200);
      expect((await rowOf(user.id)).theme).toBe(theme);
    }
    expect((await put('/api/user/me/theme/purple', user)).statusCode).toBe(400);
  });

  it('do-not-show switches off the import and preference prompts', async () => {
    const user = await buildUser(t);
    await put('/api/user/me/do-not-show/login-import', user);
    await put('/api/user/me/do-not-show/login-preference', user);
    const row = await rowOf(user.id);
    expect(row.showImportPopup).toBe(false);
    expect(row.showPreferencesPopup).toBe(false);
  });

  it('acknowledge-pages clears the updated content pages', async () => {
    const user = await buildUser(t);
    const [page] = await t.database.db
      .insert(contentPages)
      .values({ slug: `terms-${Date.now()}`, titleEn: 'Terms', titleUk: 'Умови', currentVersion: 2 })
      .returning();
    await t.database.db.insert(contentPageVersions).values({
      pageId: page!.id,
      version: 2,
      titleEn: 'Terms',
      requiresAcknowledgement: true,
      publishedAt: new Date(Date.now() + 1000),
    });
    const headers = { ...(await authHeaders(t, user)), language: 'uk' };
    const before = await t.app.inject({ url: '/api/auth/user', headers });
    expect(before.json().user.updatedContentPages).toEqual([{ id: page!.id, title: 'Умови', url: `/${page!.slug}` }]);
    expect((await put('/api/user/me/acknowledge-pages', user)).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/user', headers });
    expect(after.json().user.updatedContentPages).toEqual([]);
  });
});
