import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { authHeaders, buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const adminCalls: Array<[string, string]> = [
  ['GET', '/api/user/admin/users'],
  ['GET', '/api/user/admin/1'],
  ['PUT', '/api/user/admin/update'],
  ['DELETE', '/api/user/admin/1'],
  ['PUT', '/api/user/admin/approve-user-author?userId=1&authorId=1'],
  ['PUT', '/api/user/admin/reject-user-author?userId=1&authorId=1'],
];

describe('user administration', () => {
  it.each(adminCalls)('%s %s: 401 for a visitor, 403 for a user or an author', async (method, url) => {
    const visitor = await t.app.inject({ method: method as 'GET', url });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['user', 'author'] as const) {
      const caller = await buildUser(t, { role });
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(await authHeaders(t, caller)), language: 'uk' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Доступ заборонено');
    }
  });

  it('lists users by page, searching names and emails', async () => {
    const target = await buildUser(t, { userName: 'Kotsiubynskyi', email: 'mykhailo@example.com' });
    const headers = await authHeaders(t, admin);
    const found = await t.app.inject({ url: '/api/user/admin/users?search=kotsyubynsky', headers });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((item: { id: number }) => item.id)).toContain(target.id);
    const byEmail = await t.app.inject({ url: '/api/user/admin/users?search=MYKHAILO@', headers });
    expect(byEmail.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: target.id, emailVerified: true, pendingClaims: [] }],
    });
    const page = await t.app.inject({ url: '/api/user/admin/users?page=1&pageSize=1', headers });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().totalCount).toBeGreaterThan(1);
    const invalid = await t.app.inject({ url: '/api/user/admin/users?page=0&pageSize=1000', headers });
    expect(invalid.statusCode).toBe(400);
  });

  it('reads, edits and deletes a user', async () => {
    const target = await buildUser(t);
    const headers = await authHeaders(t, admin);
    const details = await t.app.inject({ url: `/api/user/admin/${target.id}`, headers });
    expect(details.json()).toMatchObject({ id: target.id, userName: target.userName, claims: [] });
    expect((await t.app.inject({ url: '/api/user/admin/999999', headers })).statusCode).toBe(404);

    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers,
      payload: { id: target.id, fullName: 'Edited Name', isAdmin: true, role: 2 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ fullName: 'Edited Name', isAdmin: true, role: 2 });

    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers,
      payload: { id: target.id, userName: admin.userName },
    });
    expect(taken.statusCode).toBe(409);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/user/admin/${target.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    const self = await t.app.inject({ method: 'DELETE', url: `/api/user/admin/${admin.id}`, headers });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account here');
  });

  it('a rename by an administrator moves the user in the global search', async () => {
    const target = await buildUser(t, { userName: 'Pidmohylnyi', fullName: 'Valerian Pidmohylnyi' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers: await authHeaders(t, admin),
      payload: { id: target.id, userName: 'Khvylovyi', fullName: 'Mykola Khvylovyi' },
    });
    expect(response.statusCode).toBe(200);

    // Each text is searched once, so no answer kept from before the rename can be read.
    const found = async (searchText: string) => {
      const search = await t.app.inject({ method: 'POST', url: '/api/user/global-search', payload: { searchText } });
      return (search.json().items as { userName: string }[]).map((item) => item.userName);
    };
    expect(await found('Хвильовий')).toEqual(['Khvylovyi']);
    expect(await found('mykola')).toContain('Khvylovyi');
    expect(await found('Підмогильний')).toEqual([]);
    expect(await found('valerian')).toEqual([]);
  });

  it('taking away admin rights ends the sessions of that user', async () => {
    const other = await buildUser(t, { role: 'admin' });
    const session = await tokenFor(t, other);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers: await authHeaders(t, admin),
      payload: { id: other.id, isAdmin: false, role: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user/admin/users', headers: { authorization: `Bearer ${session}` } }))
        .statusCode,
    ).toBe(401);
  });
});
