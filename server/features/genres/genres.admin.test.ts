import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser } from '../../test/factories';
import { catalogueBody } from '../../test/fixtures/catalogue-admin';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra = {}) {
  const response = await t.app.inject({ method, url, headers: { ...headers, ...extra }, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

async function genre(name: string, parentId: number | null = null) {
  const answer = await call('POST', '/api/genre/admin/add', catalogueBody('genre', { nameEn: name, parentId }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { id: number; urlName: string; parentId: number | null };
}

const move = (record: { id: number; urlName: string }, parentId: number | null, language = 'en') =>
  call('PUT', '/api/genre/admin/update', { ...catalogueBody('genre'), ...record, parentId }, { language });

describe('the genre tree', () => {
  it('places a genre under a parent and shows both in the tree and in each other’s record', async () => {
    const fiction = await genre('Tree Fiction');
    const fantasy = await genre('Tree Fantasy', fiction.id);
    const record = (await call('GET', `/api/genre/admin/${fantasy.id}`)).body;
    expect(record).toMatchObject({
      parentId: fiction.id,
      parent: { id: fiction.id, name: 'Tree Fiction', active: true },
    });
    const parent = (await call('GET', `/api/genre/admin/${fiction.id}`)).body;
    expect(parent.children).toEqual([{ id: fantasy.id, name: 'Tree Fantasy', active: true }]);
    expect(parent.usage.children).toBe(1);
    const tree = (await call('GET', '/api/genre/admin/tree')).body as { id: number; parentId: number | null }[];
    expect(tree).toContainEqual(
      expect.objectContaining({ id: fantasy.id, parentId: fiction.id, name: 'Tree Fantasy' }),
    );
    const rows = (await call('GET', `/api/genre/admin/items?search=tree%20fantasy`)).body.items;
    expect(rows[0]).toMatchObject({ id: fantasy.id, note: 'Tree Fiction' });
  });

  it('refuses cycles: a genre under itself or under its own descendants, in English and Ukrainian', async () => {
    const top = await genre('Cycle Top');
    const middle = await genre('Cycle Middle', top.id);
    const bottom = await genre('Cycle Bottom', middle.id);
    const self = await move(top, top.id);
    expect(self.status).toBe(409);
    expect(self.body.errors.parentId).toEqual([
      'A genre cannot be placed under itself or under one of its own sub-genres.',
    ]);
    const loop = await move(top, bottom.id, 'uk');
    expect(loop.status).toBe(409);
    expect(loop.body.errors.parentId).toEqual([
      'Жанр не можна розмістити в ньому самому чи в одному з його піджанрів.',
    ]);
    expect((await move(bottom, top.id)).status).toBe(200);
    expect((await move(middle, null)).status).toBe(200);
    expect((await move(top, middle.id)).status).toBe(200);
  });

  it('refuses a parent that does not exist', async () => {
    const answer = await call('POST', '/api/genre/admin/add', catalogueBody('genre', { parentId: 2_000_000 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.parentId).toEqual(['There is no such parent genre.']);
  });

  it('never lets two concurrent moves close a loop', async () => {
    const a = await genre('Race A');
    const b = await genre('Race B');
    const answers = await Promise.all([move(a, b.id), move(b, a.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('offers as parents every genre but the genre itself and its sub-genres, named by their path', async () => {
    const root = await genre('Options Root');
    const child = await genre('Options Child', root.id);
    const grandchild = await genre('Options Grandchild', child.id);
    const other = await genre('Options Other');
    const options = (await call('GET', `/api/genre/admin/parent-options?genreId=${child.id}`)).body as {
      value: number;
      text: string;
    }[];
    const ids = options.map((option) => option.value);
    expect(ids).toContain(root.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(child.id);
    expect(ids).not.toContain(grandchild.id);
    const all = (await call('GET', '/api/genre/admin/parent-options')).body as { value: number; text: string }[];
    expect(all).toContainEqual({
      value: grandchild.id,
      text: 'Options Root › Options Child › Options Grandchild',
      active: true,
    });
  });

  it('lifts the children of a deleted genre to the top level, each move in the child’s history', async () => {
    const parent = await genre('Lifted Parent');
    const child = await genre('Lifted Child', parent.id);
    expect((await call('DELETE', `/api/genre/admin/${parent.id}`)).status).toBe(200);
    expect((await call('GET', `/api/genre/admin/${child.id}`)).body).toMatchObject({ parentId: null, parent: null });
    const history = (await call('GET', `/api/audit/genre/${child.id}`)).body.items;
    expect(history[0]).toMatchObject({ action: 'update', changes: { parentId: { before: parent.id, after: null } } });
  });

  it('shows deeper sub-genres on the public genres tree under their top-level genre', async () => {
    const top = await genre('Public Top');
    const middle = await genre('Public Middle', top.id);
    const deep = await genre('Public Deep', middle.id);
    const tree = t.app.services.genres.listGenreTree('en');
    const node = (await tree).find((entry) => entry.urlName === top.urlName)!;
    expect(node.children.map((child) => child.urlName)).toEqual(expect.arrayContaining([middle.urlName, deep.urlName]));
  });
});
