import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookFileFormat } from '#core/enums';
import { createS3FileStore } from '../../lib/file-store/s3-file-store';
import { bookFileSamples } from '../../test/book-files';
import { authHeaders, buildUser } from '../../test/factories';
import { insertBook } from '../../test/fixtures/catalogue-rows';
import { createTestApp, type TestApp } from '../../test/harness';
import { blankPng } from '../../test/images';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { multipartForm, type FormPart } from '../../test/multipart';

let s3: LocalS3;
let t: TestApp;
let headers: Record<string, string>;
const bucket = () => createS3FileStore(s3.settings);

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ s3: s3.settings });
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const send = (method: 'POST' | 'PUT', url: string, parts: FormPart[], extra: Record<string, string> = headers) => {
  const { payload, contentType } = multipartForm(parts);
  return t.app.inject({ method, url, headers: { ...extra, 'content-type': contentType }, payload });
};
const keyOf = (link: string) => link.replace(/^\/files\//, '');

describe('files in an S3-compatible bucket (S3_BUCKET set)', () => {
  it('keeps a cover in the bucket, serves both sizes at /files/ and removes them with the cover', async () => {
    const book = await insertBook(t.database.db, { titleEn: 'Bucket', urlName: `bucket-${Date.now()}` });
    const put = await send('PUT', `/api/book/admin/${book.id}/cover`, [
      { name: 'document', file: blankPng(400, 620), fileName: 'cover.png', contentType: 'image/png' },
    ]);
    expect(put.statusCode).toBe(200);
    const { imageLink, imageLink2x } = put.json() as { imageLink: string; imageLink2x: string };
    for (const [link, width] of [
      [imageLink, 200],
      [imageLink2x, 400],
    ] as const) {
      const served = await t.app.inject({ url: link });
      expect(served.statusCode, link).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=86400');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
      expect(await bucket().read(keyOf(link))).not.toBeNull();
    }

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/book/admin/${book.id}/cover`, headers })).statusCode,
    ).toBe(200);
    expect(await bucket().read(keyOf(imageLink))).toBeNull();
    expect(await bucket().read(keyOf(imageLink2x))).toBeNull();
    expect((await t.app.inject({ url: imageLink })).statusCode).toBe(404);
  });

  it('gives a book’s file only through the book call, never at /files/', async () => {
    const book = await insertBook(t.database.db, { titleEn: 'Bucket file', urlName: `bucket-file-${Date.now()}` });
    const added = await send('POST', '/api/book/admin/addFile', [
      { name: 'bookId', value: String(book.id) },
      { name: 'document', file: bookFileSamples.epub, fileName: 'book.epub' },
    ]);
    expect(added.statusCode).toBe(200);
    const download = await t.app.inject({ url: `/api/book/${book.urlName}/file/${BookFileFormat.Epub}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(bookFileSamples.epub.length));
    expect(download.rawPayload.equals(bookFileSamples.epub)).toBe(true);

    const [row] = (
      await t.database.db.execute<{ path: string }>(`select path from book_files where book_id = ${book.id}`)
    ).rows;
    expect(await bucket().read(row.path)).not.toBeNull();
    for (const url of [`/files/${row.path}`, `/files/%62ook-files/${book.id}/${row.path.split('/').pop()}`])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('serves an uploaded avatar from the bucket and answers 404 for keys outside it, 400 for a broken address', async () => {
    const reader = await buildUser(t);
    const uploaded = await send(
      'PUT',
      '/api/user/update/avatar',
      [{ name: 'file', file: blankPng(300, 300), fileName: 'me.png', contentType: 'image/png' }],
      await authHeaders(t, reader),
    );
    expect(uploaded.statusCode).toBe(200);
    const { imageUrl } = uploaded.json() as { imageUrl: string };
    const served = await t.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);

    for (const url of ['/files/avatars/none.webp', '/files/..%2F..%2Fetc%2Fpasswd', '/files/avatars/%00.webp'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    expect((await t.app.inject({ url: '/files/%E0%A4%A' })).statusCode).toBe(400);
  });
});
