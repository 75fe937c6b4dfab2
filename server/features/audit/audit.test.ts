import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/actor';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { changesBetween, recordAudit } from './audit.record';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin', userName: 'auditadmin' });
  reader = await buildUser(t, { userName: 'auditreader' });
});
afterAll(() => t.close());

const adminActor = (): Actor => ({ role: 'admin', userId: admin.id, isAdmin: true });
const history = async (url: string, user: BuiltUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: user ? await authHeaders(t, user) : {} });

describe('changesBetween', () => {
  it('lists only the fields that differ, dates as ISO strings', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    expect(changesBetween({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: when })).toEqual({
      b: { before: 'x', after: 'y' },
      c: { before: null, after: when.toISOString() },
    });
  });
  it('lists every field of a created or deleted record', () => {
    expect(changesBetween(null, { a: 1, tags: [1, 2] })).toEqual({
      a: { before: null, after: 1 },
      tags: { before: null, after: [1, 2] },
    });
    expect(changesBetween({ a: 1 }, null)).toEqual({ a: { before: 1, after: null } });
  });
});

describe('audit trail', () => {
  it('records writes and answers a record history newest first, paged, with who did it', async () => {
    const db = t.database.db;
    await recordAudit(db, adminActor(), { kind: 'genre', id: 7, action: 'create', after: { nameEn: 'Poetry' } });
    await recordAudit(db, adminActor(), {
      kind: 'genre',
      id: 7,
      action: 'update',
      before: { nameEn: 'Poetry', active: true },
      after: { nameEn: 'Poems', active: true },
    });
    await recordAudit(db, adminActor(), {
      kind: 'genre',
      id: 7,
      action: 'deactivate',
      before: { active: true },
      after: { active: false },
    });
    await recordAudit(db, adminActor(), { kind: 'genre', id: 8, action: 'create', after: { nameEn: 'Other' } });

    const response = await history('/api/audit/genre/7?page=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(3);
    expect(body.items.map((entry: { action: string }) => entry.action)).toEqual(['deactivate', 'update']);
    expect(body.items[1]).toMatchObject({
      actorId: admin.id,
      actorUserName: 'auditadmin',
      changes: { nameEn: { before: 'Poetry', after: 'Poems' } },
    });
    const second = (await history('/api/audit/genre/7?page=2&pageSize=2')).json();
    expect(second.items.map((entry: { action: string }) => entry.action)).toEqual(['create']);
  });

  it('leaves no entry for an update that changed nothing', async () => {
    await recordAudit(t.database.db, adminActor(), {
      kind: 'tag',
      id: 3,
      action: 'update',
      before: { name: 'a' },
      after: { name: 'a' },
    });
    expect((await history('/api/audit/tag/3')).json().totalCount).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await history('/api/audit/genre/7', null)).statusCode).toBe(401);
    expect((await history('/api/audit/genre/7', reader)).statusCode).toBe(403);
  });

  it('refuses an unknown kind or a malformed id, in the reader language', async () => {
    const kind = await history('/api/audit/planet/7');
    expect(kind.statusCode).toBe(400);
    const id = await t.app.inject({
      method: 'GET',
      url: '/api/audit/genre/x1',
      headers: { ...(await authHeaders(t, admin)), language: 'uk' },
    });
    expect(id.statusCode).toBe(400);
    expect(id.json().message).not.toMatch(/invalid/i);
  });
});
