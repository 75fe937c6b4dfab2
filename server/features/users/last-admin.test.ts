import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { UserRole } from '#core/enums';
import { users } from '../../db/schema/users';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const administrators = async () =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.isAdmin, true), eq(users.role, UserRole.Admin)))
  ).map((row) => row.id);

const demote = async (by: BuiltUser, target: BuiltUser, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/admin/update',
    headers: { ...(await authHeaders(t, by)), language },
    payload: { id: target.id, isAdmin: false, role: UserRole.User },
  });

const remove = async (by: BuiltUser, target: BuiltUser) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/admin/${target.id}`, headers: await authHeaders(t, by) });

describe('there is always an administrator', () => {
  it('an administrator cannot take away their own rights, in either language', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await buildUser(t, { role: 'admin' });

    const english = await demote(admin, admin);
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(
      'You cannot remove your own administrator rights. Ask another administrator to do it.',
    );
    const ukrainian = await demote(admin, admin, 'uk');
    expect(ukrainian.statusCode).toBe(403);
    expect(ukrainian.json().message).toBe(
      'Ви не можете зняти з себе права адміністратора. Попросіть про це іншого адміністратора.',
    );
    // Rights held by the admin flag alone, on a reader's role.
    const [flagged] = await t.database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, (await buildUser(t)).id))
      .returning();
    const flagOnly = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers: await authHeaders(t, flagged!),
      payload: { id: flagged!.id, isAdmin: false },
    });
    expect(flagOnly.statusCode).toBe(403);
    expect(await administrators()).toEqual(expect.arrayContaining([admin.id, flagged!.id]));

    const rename = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers: await authHeaders(t, admin),
      payload: { id: admin.id, fullName: 'Still In Charge' },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ fullName: 'Still In Charge', isAdmin: true });
  });

  it('two administrators demoting each other at once leave one of them in charge', async () => {
    await t.database.db.update(users).set({ isAdmin: false, role: UserRole.User });
    const first = await buildUser(t, { role: 'admin' });
    const second = await buildUser(t, { role: 'admin' });

    const answers = await Promise.all([demote(first, second), demote(second, first)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The later call either meets the last-admin rule or finds its own session already revoked.
    expect([401, 409]).toContain(codes[1]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused)
      expect(refused.json().message).toBe('This is the last administrator: make someone else an administrator first.');
    expect(await administrators()).toHaveLength(1);
  });

  it('two administrators deleting each other at once leave one of them', async () => {
    await t.database.db.update(users).set({ isAdmin: false, role: UserRole.User });
    const first = await buildUser(t, { role: 'admin' });
    const second = await buildUser(t, { role: 'admin' });

    const answers = await Promise.all([remove(first, second), remove(second, first)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    expect(await administrators()).toHaveLength(1);
  });

  it('the last administrator cannot delete themselves', async () => {
    await t.database.db.update(users).set({ isAdmin: false, role: UserRole.User });
    const only = await buildUser(t, { role: 'admin' });
    const response = await remove(only, only);
    expect(response.statusCode).toBe(400);
    expect(await administrators()).toEqual([only.id]);
  });
});
