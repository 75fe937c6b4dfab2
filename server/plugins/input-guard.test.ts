import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser, type BuiltUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { findUnstorableText } from './input-guard';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin' });
  reader = await buildUser(t, { fullName: 'Kept Name' });
});
afterAll(() => t.close());

describe('findUnstorableText', () => {
  it('names the first key or string with a NUL or lone surrogate', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'x\u0000'] })).toBe('b.1');
    expect(findUnstorableText({ ['k\uD800']: 1 })).toBe('k\uD800');
    expect(findUnstorableText({ a: { b: 'fine', c: null, d: true } })).toBeNull();
    expect(findUnstorableText('\uDC00', 'id')).toBe('id');
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('bad input answers 400 in the reader’s language, never 500', () => {
  it.each([
    ['GET', '/api/book/details/%00'],
    ['GET', '/api/author/%00'],
    ['GET', '/api/content/%00'],
    ['PUT', '/api/user/%00/status/1'],
    ['GET', '/api/user/admin/users?search=a%00b'],
    ['POST', '/api/book/items', { search: 'x\u0000' }],
    ['POST', '/api/book/items', { ['\u0000']: 1 }],
  ])('%s %s', async (method, url, payload?: object) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { ...(await authHeaders(t, admin)), language: 'uk' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Запит містить символ, який неможливо зберегти (NUL або пошкоджений символ).');
  });

  it('a NUL in a profile text is refused and the profile stays as it was', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/update',
      headers: await authHeaders(t, reader),
      payload: { fullName: 'New Name', aboutMe: 'about\u0000me' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'The request holds a character that cannot be stored (a NUL or a broken character).',
      errors: { aboutMe: ['The request holds a character that cannot be stored (a NUL or a broken character).'] },
    });
    const me = await t.app.inject({ url: '/api/user/me', headers: await authHeaders(t, reader) });
    expect(me.json().fullName).toBe('Kept Name');
  });

  it('a lone surrogate in a JSON string is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/book/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"search":"\\ud800"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('a path that is not valid UTF-8 answers 400 in the spec’s shape', async () => {
    const response = await t.app.inject({ url: '/api/book/details/%ED%A0%80', headers: { language: 'uk' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'Запит некоректний.' });
  });

  it.each(['/api/user/admin/0', '/api/user/admin/2147483648', '/api/user/admin/-1', '/api/user/admin/1e3'])(
    'an id out of range is refused as an id: %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: await authHeaders(t, admin) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toBeDefined();
    },
  );
});
