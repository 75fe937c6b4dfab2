import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authors } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { authHeaders, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkIn, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

let t: TestApp;
let mail: MailCatcher;
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ smtpUrl: mail.smtpUrl });
  admin = await buildUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let counter = 0;
async function addAuthor(nameEn: string, nameUk = '') {
  counter += 1;
  const [author] = await t.database.db
    .insert(authors)
    .values({ nameEn, nameUk, urlName: `author-${counter}-${Date.now()}` })
    .returning();
  return author!;
}
const signUpBody = (authorId: number) => {
  counter += 1;
  return {
    authorId,
    fullName: 'Writer Person',
    phone: '+380 44 123 4567',
    userName: `writer${counter}x${Date.now() % 10000}`,
    email: `writer${counter}.${Date.now()}@example.com`,
    password: 'secret12',
    confirmPassword: 'secret12',
  };
};
const registerAuthor = (body: unknown, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/auth/author/register', headers: { language }, payload: body as object });
const tokenOf = (url: URL) => url.pathname.split('/').pop()!;

describe('author sign-up, verification and admin decision', () => {
  it('goes from sign-up to a verified Author account', async () => {
    const author = await addAuthor('Lesya Ukrainka', 'Леся Українка');
    const body = signUpBody(author.id);
    const response = await registerAuthor(body, 'uk');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: body.email, verificationSent: true });

    // 1. Confirm the email; the author-verification link follows by mail.
    const confirm = linkIn(await mail.nextMailTo(body.email), '/email-verification/');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/auth/verify-email?token=${tokenOf(confirm)}&email=${encodeURIComponent(body.email)}`,
        })
      ).statusCode,
    ).toBe(200);
    const authorMail = await mail.nextMailTo(body.email);
    expect(authorMail.subject).toBe('Підтвердьте, що ви автор, у Полиці');
    expect(authorMail.text).toContain('Леся Українка');
    const authorLink = linkIn(authorMail, '/author-verification/');
    expect(authorLink.pathname).toMatch(/^\/uk\/author-verification\//);
    expect(authorLink.searchParams.get('email')).toBe(body.email);

    // 2. Sign-in answers a verification token too (the page to go to after sign-in).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    const loginToken = login.json().authorVerificationToken;
    expect(loginToken).toEqual(expect.any(String));

    // 3. The token page shows the claimed author.
    const check = await t.app.inject({
      url: `/api/auth/verify-author-token?token=${loginToken}&email=${encodeURIComponent(body.email)}`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      valid: true,
      email: body.email,
      authorId: author.id,
      authorName: 'Леся Українка',
      authorUrlName: author.urlName,
    });

    // 4. The social-media link; the token is spent (the mailed one too).
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/author-request',
      payload: { token: tokenOf(authorLink), email: body.email, socialMediaLink: 'https://instagram.com/lesya' },
    });
    expect(request.statusCode).toBe(200);
    for (const token of [tokenOf(authorLink), loginToken]) {
      const spent = await t.app.inject({
        url: `/api/auth/verify-author-token?token=${token}&email=${encodeURIComponent(body.email)}`,
      });
      expect(spent.statusCode).toBe(400);
      expect(spent.json().message).toBe('The author verification link is invalid or expired');
    }
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(relogin.json().authorVerificationToken).toBeNull();

    // 5. The administrator sees the pending claim and approves it.
    const list = await t.app.inject({
      url: '/api/user/admin/users?pendingAuthorClaims=true&pageSize=100',
      headers: await authHeaders(t, admin),
    });
    const listed = list.json().items.find((item: { email: string }) => item.email === body.email);
    expect(listed.pendingClaims).toEqual([
      expect.objectContaining({
        authorId: author.id,
        authorName: 'Lesya Ukrainka',
        status: 0,
        socialMediaLink: 'https://instagram.com/lesya',
      }),
    ]);
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/user/admin/approve-user-author?userId=${listed.id}&authorId=${author.id}`,
      headers: await authHeaders(t, admin),
    });
    expect(approve.statusCode).toBe(200);
    const approved = await mail.nextMailTo(body.email);
    expect(approved.subject).toBe('Тепер ви підтверджений автор у Полиці');
    expect(approved.text).toContain('Леся Українка');

    // 6. The session learns the new role at the next GET user.
    const session = relogin.json().token;
    const me = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${session}` } });
    expect(me.json().user).toMatchObject({ role: 3, authorId: author.id, authorUrlName: author.urlName });
    expect((await t.app.tokens.verify(me.json().token))!.role).toBe(3);

    // The author page is now taken.
    const taken = await registerAuthor(signUpBody(author.id));
    expect(taken.statusCode).toBe(400);
  });

  it.each([
    ['en', 'It is impossible to select this author for registration.'],
    ['uk', 'Цього автора неможливо обрати для реєстрації.'],
  ])('refuses an author with a pending claim, an inactive or unknown one (%s)', async (language, message) => {
    const author = await addAuthor(`Pending ${language}`);
    expect((await registerAuthor(signUpBody(author.id))).statusCode).toBe(200);
    const inactive = await addAuthor(`Hidden ${language}`);
    await t.database.db.update(authors).set({ active: false }).where(eq(authors.id, inactive.id));
    for (const authorId of [author.id, inactive.id, 999_999]) {
      const response = await registerAuthor(signUpBody(authorId), language);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('rejection mails the decision and frees the author page', async () => {
    const author = await addAuthor('Ivan Franko');
    const body = signUpBody(author.id);
    await registerAuthor(body);
    await mail.nextMailTo(body.email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    const reject = await t.app.inject({
      method: 'PUT',
      url: `/api/user/admin/reject-user-author?userId=${user!.id}&authorId=${author.id}`,
      headers: await authHeaders(t, admin),
    });
    expect(reject.statusCode).toBe(200);
    const decision = await mail.nextMailTo(body.email);
    expect(decision.subject).toBe('Your author verification on Polytsia');
    const [claim] = await t.database.db
      .select()
      .from(authorClaims)
      .where(and(eq(authorClaims.userId, user!.id), eq(authorClaims.authorId, author.id)));
    expect(claim).toMatchObject({ status: 2, decidedById: admin.id });
    expect((await registerAuthor(signUpBody(author.id))).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/user/admin/reject-user-author?userId=${user!.id}&authorId=${author.id}`,
      headers: await authHeaders(t, admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no pending claim of this author by this user');
  });

  it('validates the author sign-up and the author request', async () => {
    const response = await registerAuthor(
      { authorId: 'x', fullName: ' ', userName: 'a b', email: 'bad', password: '1', confirmPassword: '2' },
      'uk',
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['authorId', 'email', 'fullName', 'password', 'userName'].sort());
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/author-request',
      payload: { token: 't', email: 'a@b.cd', socialMediaLink: 'not a link' },
    });
    expect(request.statusCode).toBe(400);
    expect(request.json().errors.socialMediaLink).toEqual([
      'Enter a link starting with http://, https:// or ftp://, without spaces',
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/author-request',
      headers: { language: 'uk' },
      payload: { token: 't', email: 'a@b.cd', socialMediaLink: 'https://x.com/me' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Посилання для підтвердження авторства недійсне або застаріле');
  });
});
