import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram';
import { authHeaders, buildUser } from '../../test/factories';
import { insertAuthor, insertBook } from '../../test/fixtures/catalogue-rows';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartForm } from '../../test/multipart';

let telegram: FakeTelegram;
let t: TestApp;
let unconfigured: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  t = await createTestApp({
    appUrl: 'https://polytsia.example',
    telegram: { botToken: '123:secret', channelId: '@polytsia_books', apiUrl: telegram.url },
  });
  unconfigured = await createTestApp();
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await telegram.close();
});
beforeEach(() => {
  telegram.calls.splice(0);
  telegram.failWith(null);
});

let sequence = 0;
async function bookWithAuthors(options: { active?: boolean } = {}) {
  const db = t.database.db;
  const author = await insertAuthor(db, { en: `Ivan <Franko> ${++sequence}`, uk: `Іван Франко ${sequence}` });
  const other = await insertAuthor(db, { en: `Lesya & Co ${sequence}`, uk: `Леся ${sequence}` });
  return insertBook(db, {
    titleEn: 'Stolen Happiness',
    titleUk: 'Украдене щастя',
    urlName: `stolen-happiness-${sequence}`,
    active: options.active ?? true,
    authors: [author.id, other.id],
  });
}

const push = (app: TestApp, bookId: number, extra: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: `/api/book/admin/${bookId}/push/telegram`, headers: { ...headers, ...extra } });

describe('POST {id}/push/telegram', () => {
  it('posts the cover with the title, authors and link to the channel, and records it', async () => {
    const book = await bookWithAuthors();
    const picture = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartForm([
      { name: 'document', file: picture, fileName: 'c.png', contentType: 'image/png' },
    ]);
    const cover = await t.app.inject({
      method: 'PUT',
      url: `/api/book/admin/${book.id}/cover`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(cover.statusCode).toBe(200);

    const response = await push(t, book.id, { language: 'uk' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messageId: expect.any(Number) });
    expect(telegram.calls).toHaveLength(1);
    const [sent] = telegram.calls;
    expect(sent).toMatchObject({
      token: '123:secret',
      method: 'sendPhoto',
      fields: { chat_id: '@polytsia_books', parse_mode: 'HTML' },
    });
    expect(sent.photo).toMatchObject({ type: 'image/webp' });
    expect(sent.photo!.size).toBeGreaterThan(100);
    // multipart/form-data writes a field's line breaks as CRLF (the HTML form encoding rule).
    expect(sent.fields.caption.replace(/\r\n/g, '\n')).toBe(
      [
        '<b>Украдене щастя</b>',
        `Іван Франко ${sequence}, Леся ${sequence}`,
        `<a href="https://polytsia.example/uk/book/${book.urlName}">https://polytsia.example/uk/book/${book.urlName}</a>`,
      ].join('\n'),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        sql`${auditEntries.entityKind} = 'book' and ${auditEntries.entityId} = ${book.id} and ${auditEntries.action} = 'publish'`,
      );
    expect(entry.changes).toMatchObject({ telegramMessageId: { after: response.json().messageId } });
  });

  it('sends a text message when the book has no cover, with its names made safe for Telegram’s HTML', async () => {
    const book = await bookWithAuthors();
    expect((await push(t, book.id)).statusCode).toBe(200);
    const [sent] = telegram.calls;
    expect(sent.method).toBe('sendMessage');
    expect(sent.photo).toBeNull();
    expect(sent.fields.text).toContain(`Ivan &lt;Franko&gt; ${sequence}, Lesya &amp; Co ${sequence}`);
    expect(sent.fields.text).toContain(`https://polytsia.example/book/${book.urlName}`);
  });

  it('answers 502 with Telegram’s reason when the Bot API refuses', async () => {
    const book = await bookWithAuthors();
    telegram.failWith({ status: 400, description: 'Bad Request: chat not found' });
    const response = await push(t, book.id);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Telegram did not accept the post (Bad Request: chat not found). Try again later.',
    );
  });

  it('refuses an inactive book (409) and an unknown one (404) without calling Telegram', async () => {
    const hidden = await bookWithAuthors({ active: false });
    const inactive = await push(t, hidden.id, { language: 'uk' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Спершу активуйте книжку: читачі не відкриють її посилання.');
    expect((await push(t, 999_999)).statusCode).toBe(404);
    expect(telegram.calls).toEqual([]);
  });

  it('answers a clear 503 when no channel is configured', async () => {
    const admin = await buildUser(unconfigured, { role: 'admin' });
    const book = await insertBook(unconfigured.database.db, { titleEn: 'Anything', urlName: 'anything-at-all' });
    const response = await unconfigured.app.inject({
      method: 'POST',
      url: `/api/book/admin/${book.id}/push/telegram`,
      headers: await authHeaders(unconfigured, admin),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Telegram is not configured: set TELEGRAM_BOT_TOKEN and TELEGRAM_CHANNEL_ID.');
  });
});
