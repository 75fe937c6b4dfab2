import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser } from '../../test/factories';
import { catalogueBody, multipartFile, picture } from '../../test/fixtures/catalogue-admin';
import { blankPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

async function create(kind: 'author' | 'genre' | 'publisher' | 'tag') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${kind}/admin/add`,
    headers,
    payload: catalogueBody(kind),
  });
  return response.json() as { id: number; urlName: string };
}

async function upload(url: string, file: Buffer, options: Parameters<typeof multipartFile>[1] = {}, language = 'en') {
  const { payload, headers: multipart } = multipartFile(file, options);
  const response = await t.app.inject({ method: 'PUT', url, headers: { ...headers, ...multipart, language }, payload });
  return { status: response.statusCode, body: response.json() };
}

const storedPath = (link: string) => join(t.config.filesDir, link.replace(/^\/files\//, ''));

describe('entity pictures', () => {
  it.each([
    ['author', 200, 200],
    ['publisher', 200, 200],
    ['genre', 300, 200],
  ] as const)(
    'a %s picture is cropped to %i×%i and twice that, replacing the previous one',
    async (kind, width, height) => {
      const record = await create(kind);
      const first = await upload(`/api/${kind}/admin/${record.id}/image`, await picture(640, 480, 'jpeg'), {
        type: 'image/jpeg',
        name: 'portrait.jpg',
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.imageLink).toMatch(
        new RegExp(`^/files/${kind === 'author' ? 'authors' : `${kind}s`}/.+\\.webp$`),
      );
      const normal = await sharp(storedPath(first.body.imageLink)).metadata();
      const retina = await sharp(storedPath(first.body.imageLink).replace('.webp', '@2x.webp')).metadata();
      expect([normal.format, normal.width, normal.height]).toEqual(['webp', width, height]);
      expect([retina.width, retina.height]).toEqual([width * 2, height * 2]);

      const record1 = await t.app.inject({ url: `/api/${kind}/admin/${record.id}`, headers });
      expect(record1.json().imageLink).toBe(first.body.imageLink);

      const second = await upload(`/api/${kind}/admin/${record.id}/image`, await picture(300, 300));
      expect(second.status).toBe(200);
      expect(existsSync(storedPath(first.body.imageLink))).toBe(false);
      expect(existsSync(storedPath(second.body.imageLink))).toBe(true);

      const removed = await t.app.inject({ method: 'DELETE', url: `/api/${kind}/admin/${record.id}/image`, headers });
      expect(removed.json()).toEqual({ imageLink: null });
      expect(existsSync(storedPath(second.body.imageLink))).toBe(false);

      const history = (await t.app.inject({ url: `/api/audit/${kind}/${record.id}`, headers })).json().items;
      expect(history.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual([
        'update',
        'update',
        'update',
      ]);
      expect(history[0].changes.imageLink.after).toBeNull();
    },
  );

  it('refuses what is not a picture, a picture too small, a decompression bomb and kinds without pictures', async () => {
    const author = await create('author');
    const url = `/api/author/admin/${author.id}/image`;
    const text = await upload(url, Buffer.from('not an image at all'), { type: 'text/plain', name: 'a.txt' }, 'uk');
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/^Цей файл не є зображенням/);
    const small = await upload(url, await picture(60, 400));
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('The picture must be at least 100×100 pixels.');
    expect((await upload(url, blankPng(20_000, 20_000))).status).toBe(413);
    const whole = await picture(400, 400);
    expect((await upload(url, whole.subarray(0, Math.floor(whole.length / 2)))).status).toBe(400);
    const tag = await create('tag');
    const noImage = await upload(`/api/tag/admin/${tag.id}/image`, await picture(200, 200));
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe('This kind of record has no picture.');
    expect((await upload('/api/author/admin/2000000/image', await picture(200, 200))).status).toBe(404);
  });

  it('refuses a file over 5 MB', async () => {
    const author = await create('author');
    const big = Buffer.concat([await picture(200, 200), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await upload(`/api/author/admin/${author.id}/image`, big)).status).toBe(413);
  });

  it('removes the files of a deleted record', async () => {
    const genre = await create('genre');
    const uploaded = await upload(`/api/genre/admin/${genre.id}/image`, await picture(300, 200));
    await t.app.inject({ method: 'DELETE', url: `/api/genre/admin/${genre.id}`, headers });
    expect(existsSync(storedPath(uploaded.body.imageLink))).toBe(false);
  });
});
