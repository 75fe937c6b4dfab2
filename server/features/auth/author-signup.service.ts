import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AuthorRegisterBody, AuthorRequestBody, RegistrationOption } from '#core/schemas/auth';
import { BookRequestStatus } from '#core/enums';
import { toSearchQuery } from '#core/search/search-key';
import type { Db, Tx } from '../../db/client';
import { authors } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { badRequest } from '../../lib/http-error';
import type { AuthDependencies, createAuthCore } from './auth.service';
import { consumeOneTimeToken, findOneTimeToken } from './one-time-tokens';

const OPTIONS_LIMIT = 20;
const notSelectable = () => badRequest('auth.errors.authorNotSelectable');
const tokenInvalid = () => badRequest('auth.errors.authorTokenInvalid');

/** An author page is taken once an account owns it or a claim of it is pending or approved. */
const takenCondition = sql`(exists (select 1 from ${users} where ${users.authorId} = ${authors.id})
  or exists (select 1 from ${authorClaims} where ${authorClaims.authorId} = ${authors.id}
    and ${authorClaims.status} in (${BookRequestStatus.Pending}, ${BookRequestStatus.Approved})))`;

export async function isAuthorSelectable(db: Db | Tx, authorId: number) {
  const [row] = await db
    .select({ taken: sql<boolean>`${takenCondition}` })
    .from(authors)
    .where(and(eq(authors.id, authorId), eq(authors.active, true)));
  return !!row && !row.taken;
}

/** Author sign-up (3 steps) and identity verification (token page, social-media link, admin review). */
export function createAuthorSignupService({ database }: AuthDependencies, core: ReturnType<typeof createAuthCore>) {
  const { db } = database;

  async function findClaimOfToken(token: string, email: string) {
    const found = await findOneTimeToken(db, 'author-verification', token);
    if (found.state !== 'valid' || !found.row.authorId) throw tokenInvalid();
    if (found.row.email?.toLowerCase() !== email.trim().toLowerCase()) throw tokenInvalid();
    const [claim] = await db
      .select({ claim: authorClaims, author: authors })
      .from(authorClaims)
      .innerJoin(authors, eq(authors.id, authorClaims.authorId))
      .where(
        and(
          eq(authorClaims.userId, found.row.userId),
          eq(authorClaims.authorId, found.row.authorId),
          eq(authorClaims.status, BookRequestStatus.Pending),
        ),
      )
      .limit(1);
    if (!claim) throw tokenInvalid();
    return { token: found.row, ...claim };
  }

  return {
    /** GET /api/author/registration-options: active authors matching `search`, taken ones flagged. */
    async listRegistrationOptions(search: string | undefined, language: Language): Promise<RegistrationOption[]> {
      const query = toSearchQuery(search ?? '');
      const rows = await db
        .select({
          id: authors.id,
          nameEn: authors.nameEn,
          nameUk: authors.nameUk,
          urlName: authors.urlName,
          imageLink: authors.imageLink,
          taken: sql<boolean>`${takenCondition}`,
        })
        .from(authors)
        .where(and(eq(authors.active, true), query ? sql`${authors.searchKey} like ${`%${query}%`}` : undefined))
        .orderBy(desc(authors.booksCount), asc(authors.nameEn))
        .limit(OPTIONS_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        name: language === 'uk' ? row.nameUk || row.nameEn : row.nameEn,
        urlName: row.urlName,
        imageLink: row.imageLink,
        available: !row.taken,
      }));
    },

    async registerAuthor(body: AuthorRegisterBody, language: Language) {
      if (!(await isAuthorSelectable(db, body.authorId))) throw notSelectable();
      const user = await core.insertAccount(body, language);
      await db.insert(authorClaims).values({ userId: user.id, authorId: body.authorId, email: user.email });
      await core.sendEmailVerification(user, user.email);
      return { email: user.email, verificationSent: true };
    },

    async verifyAuthorToken(token: string, email: string) {
      const { author, token: row } = await findClaimOfToken(token, email);
      const [owner] = await db.select({ language: users.language }).from(users).where(eq(users.id, row.userId));
      return {
        valid: true as const,
        email: row.email!,
        authorId: author.id,
        authorName: owner?.language === 'uk' ? author.nameUk || author.nameEn : author.nameEn,
        authorUrlName: author.urlName,
      };
    },

    /** Step 2 of the verification: the social-media link; the claim then waits for an administrator. */
    async submitAuthorRequest({ token, email, socialMediaLink }: AuthorRequestBody) {
      const { token: row, claim } = await findClaimOfToken(token, email);
      await db.transaction(async (tx) => {
        if (!(await consumeOneTimeToken(tx, row))) throw tokenInvalid();
        await tx
          .update(authorClaims)
          .set({ socialMediaLink, email: row.email })
          .where(and(eq(authorClaims.id, claim.id), eq(authorClaims.status, BookRequestStatus.Pending)));
      });
      return { ok: true as const };
    },
  };
}

