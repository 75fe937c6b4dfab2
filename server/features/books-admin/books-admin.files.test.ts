import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookFileFormat } from '#core/enums';
import { bookFileSamples, notBookFiles } from '../../test/book-files';
import { authHeaders, buildUser } from '../../test/factories';
import { insertBook } from '../../test/fixtures/catalogue-rows';
import { createTestApp, type TestApp } from '../../test/harness';
import { blankPng } from '../../test/images';
import { multipartForm, type FormPart } from '../../test/multipart';
import { BOOK_FILE_MAX_BYTES } from './book-file-store';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

let sequence = 0;
const newBook = (active = true) =>
  insertBook(t.database.db, { titleEn: `Files ${++sequence}`, urlName: `files-${sequence}-${Date.now()}`, active });

const send = (method: 'POST' | 'PUT', url: string, parts: FormPart[], extra: Record<string, string> = {}) => {
  const { payload, contentType } = multipartForm(parts);
  return t.app.inject({ method, url, headers: { ...headers, ...extra, 'content-type': contentType }, payload });
};
const upload = (bookId: number | string, file: Buffer, fileName = 'book.bin', more: FormPart[] = [], extra = {}) =>
  send(
    'POST',
    '/api/book/admin/addFile',
    [{ name: 'bookId', value: String(bookId) }, ...more, { name: 'document', file, fileName }],
    extra,
  );
const storedFiles = (bookId: number) => {
  const folder = join(t.config.filesDir, 'book-files', String(bookId));
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('POST addFile', () => {
  it('keeps one file per format, read from the content whatever the name, and the reader can download it', async () => {
    const book = await newBook();
    const pdf = await upload(book.id, bookFileSamples.pdf, 'shadows.txt');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toEqual([
      { format: BookFileFormat.Pdf, size: bookFileSamples.pdf.length, createdAt: expect.any(String) },
    ]);
    for (const sample of ['txt', 'fb2', 'rtf', 'epub', 'mobi'] as const)
      expect((await upload(book.id, bookFileSamples[sample], `book.${sample}`)).statusCode, sample).toBe(200);
    const files = (await t.app.inject({ url: `/api/book/admin/${book.id}/files`, headers })).json();
    expect(files.map((file: { format: number }) => file.format)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(storedFiles(book.id)).toHaveLength(6);

    const download = await t.app.inject({ url: `/api/book/${book.urlName}/file/${BookFileFormat.Pdf}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bookFileSamples.pdf)).toBe(true);
    const details = (await t.app.inject({ url: `/api/book/details/${book.urlName}` })).json();
    expect(details.files).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('replaces the file of a format, removing the older one from the store', async () => {
    const book = await newBook();
    await upload(book.id, bookFileSamples.txt);
    const newer = Buffer.from('A newer edition of the text.\n');
    const replaced = await upload(book.id, newer, 'newer.txt');
    expect(replaced.json()).toEqual([
      { format: BookFileFormat.Txt, size: newer.length, createdAt: expect.any(String) },
    ]);
    expect(storedFiles(book.id)).toHaveLength(1);
  });

  it('is never served from /files/, only through the book call (which hides inactive books)', async () => {
    const book = await newBook();
    await upload(book.id, bookFileSamples.epub);
    const [name] = storedFiles(book.id);
    for (const path of [`/files/book-files/${book.id}/${name}`, `/files/%62ook-files/${book.id}/${name}`])
      expect((await t.app.inject({ url: path })).statusCode, path).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/api/book/admin/${book.id}/activity`,
      headers,
      payload: { active: false },
    });
    expect((await t.app.inject({ url: `/api/book/${book.urlName}/file/${BookFileFormat.Epub}` })).statusCode).toBe(404);
  });

  it.each(Object.keys(notBookFiles) as (keyof typeof notBookFiles)[])(
    'refuses %s content (415), whatever its name, storing nothing',
    async (sample) => {
      const book = await newBook();
      const response = await upload(book.id, notBookFiles[sample], 'innocent.pdf');
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(
        'This file is not a book file. Upload a PDF, EPUB, MOBI, FB2, RTF or UTF-8 text file.',
      );
      expect(storedFiles(book.id)).toEqual([]);
    },
  );

  it('refuses a named format the content does not have, in the reader’s language', async () => {
    const book = await newBook();
    const response = await upload(book.id, bookFileSamples.pdf, 'a.epub', [{ name: 'fileType', value: '4' }], {
      language: 'uk',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Файл надіслано як Epub, але за вмістом це Pdf.');
    expect((await upload(book.id, bookFileSamples.pdf, 'a.pdf', [{ name: 'fileType', value: '5' }])).statusCode).toBe(
      200,
    );
  });

  it('refuses a file over the size limit (413) before it is stored', async () => {
    const book = await newBook();
    const huge = Buffer.concat([bookFileSamples.pdf, Buffer.alloc(BOOK_FILE_MAX_BYTES)]);
    const response = await upload(book.id, huge, 'huge.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. Upload one of at most 30 MB.');
    expect(storedFiles(book.id)).toEqual([]);
  });

  it('answers 400 without a file or a valid bookId, and 404 for an unknown book', async () => {
    const book = await newBook();
    const noFile = await send('POST', '/api/book/admin/addFile', [{ name: 'bookId', value: String(book.id) }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ document: ['Choose a file to upload.'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/book/admin/addFile',
      headers,
      payload: { bookId: book.id },
    });
    expect(json.statusCode).toBe(400);
    const badId = await upload('twelve', bookFileSamples.txt, 'a.txt', [], { language: 'uk' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors.bookId).toEqual(['Некоректне значення']);
    expect((await upload(999_999, bookFileSamples.txt)).statusCode).toBe(404);
  });
});

describe('DELETE {id}/file', () => {
  it('removes the file of a format from the book and the store; 404 when there is none', async () => {
    const book = await newBook();
    await upload(book.id, bookFileSamples.rtf);
    await upload(book.id, bookFileSamples.txt);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/book/admin/${book.id}/file?fileType=3`,
      headers,
    });
    expect(removed.json().map((file: { format: number }) => file.format)).toEqual([BookFileFormat.Txt]);
    expect(storedFiles(book.id)).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/book/admin/${book.id}/file?fileType=3`,
      headers: { ...headers, language: 'uk' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('У книжки немає файлу Rtf.');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/book/admin/${book.id}/file?fileType=9`, headers })).statusCode,
    ).toBe(400);
  });

  it('goes with the book when the book is deleted', async () => {
    const book = await newBook();
    await upload(book.id, bookFileSamples.mobi);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/book/admin/${book.id}`, headers })).statusCode).toBe(200);
    expect(storedFiles(book.id)).toEqual([]);
  });
});

describe('PUT {id}/cover', () => {
  const picture = () =>
    sharp({ create: { width: 600, height: 600, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
  const coverUpload = async (bookId: number, file: Buffer, extra = {}) =>
    send(
      'PUT',
      `/api/book/admin/${bookId}/cover`,
      [{ name: 'document', file, fileName: 'cover.jpg', contentType: 'image/jpeg' }],
      extra,
    );

  it('crops the picture to 200×310 and 400×620 WebP, shown by the public details', async () => {
    const book = await newBook();
    const response = await coverUpload(book.id, await picture());
    expect(response.statusCode).toBe(200);
    const { imageLink, imageLink2x } = response.json();
    expect(imageLink).toMatch(/^\/files\/covers\/files-\d+-\d+-[0-9a-f]{12}\.webp$/);
    expect(imageLink2x).toBe(imageLink.replace('.webp', '@2x.webp'));
    for (const [link, width, height] of [
      [imageLink, 200, 310],
      [imageLink2x, 400, 620],
    ] as const) {
      const served = await t.app.inject({ url: link });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const details = (await t.app.inject({ url: `/api/book/details/${book.urlName}` })).json();
    expect(details).toMatchObject({ imageLink, imageLink2x });

    const second = (await coverUpload(book.id, await picture())).json();
    expect(second.imageLink).not.toBe(imageLink);
    expect((await t.app.inject({ url: imageLink })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/book/admin/${book.id}/cover`, headers });
    expect(removed.json()).toEqual({ imageLink: null, imageLink2x: null });
    expect((await t.app.inject({ url: second.imageLink })).statusCode).toBe(404);
  });

  it('refuses what is not a picture or too small (400) and a decompression bomb (413)', async () => {
    const book = await newBook();
    const notPicture = await coverUpload(book.id, bookFileSamples.pdf, { language: 'uk' });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().message).toBe('Обкладинка має бути зображенням JPEG, PNG, WebP або GIF.');
    expect((await coverUpload(book.id, blankPng(16_000, 16_000))).statusCode).toBe(413);
    const small = await sharp({ create: { width: 199, height: 400, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const tooSmall = await coverUpload(book.id, small);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe('The cover must be at least 200×310 pixels.');
    expect((await coverUpload(999_999, await picture())).statusCode).toBe(404);
  });
});
