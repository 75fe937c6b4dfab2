import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { authHeaders, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

let t: TestApp;
let mail: MailCatcher;
let adminEmail: string;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ smtpUrl: mail.smtpUrl });
  const admin = await buildUser(t, { role: 'admin', language: 'uk' });
  adminEmail = admin.email;
  adminHeaders = await authHeaders(t, admin);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let sequence = 0;
const address = () => `writer${Date.now()}${(sequence += 1)}@example.com`;
const message = (email: string) => ({ name: 'Ann Reader', email, text: 'Where is the audiobook of Kobzar?' });
const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact/message', payload, headers });
const stored = (email: string) =>
  t.database.db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`);

describe('contact messages', () => {
  it('keeps a visitor’s message and mails it to the administrators in their language, escaped', async () => {
    const email = address();
    const text = 'Hello team,\n<script>alert(1)</script> & thanks!';
    const response = await send({ ...message(email), text }, { language: 'uk' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(await stored(email)).toMatchObject([
      { userId: null, name: 'Ann Reader', text, language: 'uk', answeredAt: null },
    ]);

    const received = await mail.nextMailTo(adminEmail);
    expect(received.subject).toBe('Нове повідомлення від Ann Reader через форму зв’язку Полиці');
    expect(received.text).toContain(text);
    expect(received.text).toContain(`mailto:${email}`);
    expect(received.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; thanks!');
    expect(received.html).not.toContain('<script>');
  });

  it('answers spec §8’s message to a second message while the first is unanswered, in en and uk', async () => {
    const email = address();
    expect((await send(message(email))).statusCode).toBe(200);
    const again = await send(message(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'We already have a message from you. Please wait while our team responds to you.',
    );
    const uk = await send(message(email), { language: 'uk' });
    expect(uk.json().message).toBe(
      'Ми вже маємо ваше повідомлення. Зачекайте, будь ласка, поки наша команда вам відповість.',
    );
    expect(await stored(email)).toHaveLength(1);

    await t.database.db.update(contactMessages).set({ answeredAt: new Date() }).where(eq(contactMessages.email, email));
    expect((await send(message(email))).statusCode).toBe(200);
  });

  it('lets one of two simultaneous messages from an address through', async () => {
    const email = address();
    const answers = await Promise.all([send(message(email)), send(message(email))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(email)).toHaveLength(1);
  });

  it('links a signed-in reader’s message to the account', async () => {
    const reader = await buildUser(t);
    expect((await send(message(reader.email), await authHeaders(t, reader))).statusCode).toBe(200);
    expect((await stored(reader.email))[0]!.userId).toBe(reader.id);
  });

  it('refuses a blank name, a malformed address and a short text, each on its field, in en and uk', async () => {
    const en = await send({ name: '  ', email: 'nope', text: 'short' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({
      name: ['This field is required'],
      email: ['Email should be in the format name@example.com'],
      text: ['Enter at least 10 characters'],
    });
    const uk = await send({ email: 'nope@example.com', text: 'x'.repeat(5001) }, { language: 'uk' });
    expect(uk.json().errors).toEqual({ name: ['Це поле обов’язкове'], text: ['Максимальна кількість символів: 5000'] });
  });
});

const listMessages = (query: string, headers: Record<string, string> = adminHeaders) =>
  t.app.inject({ method: 'GET', url: `/api/contact/admin/items${query}`, headers });
const markAnswered = (id: number | string, headers: Record<string, string> = adminHeaders) =>
  t.app.inject({ method: 'PUT', url: `/api/contact/admin/${id}/answered`, headers });

describe('contact messages: the administration answers them', () => {
  it('keeps the list and the answer to administrators (401 for a visitor, 403 for a reader and an author)', async () => {
    const [reader, author] = await Promise.all([buildUser(t), buildUser(t, { role: 'author' })]);
    for (const headers of [{}, await authHeaders(t, reader), await authHeaders(t, author)]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await listMessages('', headers)).statusCode).toBe(expected);
      expect((await markAnswered(1, headers)).statusCode).toBe(expected);
    }
  });

  it('lists waiting messages newest first, marks one answered, and then its address may write again', async () => {
    const [older, newer] = [address(), address()];
    expect((await send(message(older), { language: 'uk' })).statusCode).toBe(200);
    expect((await send({ ...message(newer), name: 'Bohdan' })).statusCode).toBe(200);

    const waiting = await listMessages('?state=waiting&page=1&pageSize=100');
    expect(waiting.statusCode).toBe(200);
    const emails = waiting.json().items.map((item: { email: string }) => item.email);
    expect(emails.indexOf(newer)).toBeLessThan(emails.indexOf(older));
    expect(waiting.json().totalCount).toBeGreaterThanOrEqual(2);
    const first = waiting.json().items.find((item: { email: string }) => item.email === older);
    expect(first).toMatchObject({ name: 'Ann Reader', language: 'uk', answeredAt: null, userId: null });
    expect(first.text).toBe(message(older).text);

    const answered = await markAnswered(first.id);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: first.id, email: older });
    expect(Date.parse(answered.json().answeredAt)).not.toBeNaN();

    const again = await markAnswered(first.id, { ...adminHeaders, language: 'uk' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('На це повідомлення вже відповіли.');
    expect((await markAnswered(999_999_999)).statusCode).toBe(404);

    const stillWaiting = (await listMessages('?pageSize=100')).json().items.map((item: { id: number }) => item.id);
    expect(stillWaiting).not.toContain(first.id);
    const done = (await listMessages('?state=answered&pageSize=100')).json();
    expect(done.items.map((item: { id: number }) => item.id)).toContain(first.id);

    const history = (
      await t.app.inject({ url: `/api/audit/contact-message/${first.id}`, headers: adminHeaders })
    ).json();
    expect(history.items).toMatchObject([{ action: 'update', changes: { answeredAt: { before: null } } }]);

    expect((await send(message(older))).statusCode).toBe(200);
    expect((await send(message(newer))).statusCode).toBe(409);
  });

  it('pages the list and refuses an unknown state', async () => {
    const page = await listMessages('?page=1&pageSize=1');
    expect(page.json().items).toHaveLength(1);
    expect(page.json().totalCount).toBeGreaterThan(1);
    expect((await listMessages('?state=lost')).statusCode).toBe(400);
  });
});

describe('contact messages: limits and failures', () => {
  it('limits messages per address (429 saying when to try again)', async () => {
    const limited = await createTestApp({ rateLimitEnabled: true });
    try {
      const from = { remoteAddress: '10.9.0.1' };
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/contact/message',
          ...from,
          payload: message(`limit${attempt}@example.com`),
        });
        expect(response.statusCode).toBe(200);
      }
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/contact/message',
        ...from,
        payload: message('limit6@example.com'),
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('keeps the message when the mail server is down', async () => {
    const offline = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      await buildUser(offline, { role: 'admin' });
      const email = address();
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/contact/message',
        payload: message(email),
      });
      expect(response.statusCode).toBe(200);
      const rows = await offline.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });
});
