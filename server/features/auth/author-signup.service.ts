import { and, eq, sql } from 'drizzle-orm';
import type { AuthorRegisterBody, AuthorRequestBody } from '#core/schemas/auth';
import { BookRequestStatus } from '#core/enums';
import type { Db, Tx } from '../../db/client';
import { authors } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { badRequest } from '../../lib/http-error';
import type { AuthDependencies, createAuthCore } from './auth.service';
import { consumeOneTimeToken, findOneTimeToken } from './one-time-tokens';

const notSelectable = () => badRequest('auth.errors.authorNotSelectable');
const tokenInvalid = () => badRequest('auth.errors.authorTokenInvalid');

/**
 * An author page is taken once an account owns it or a claim of it awaits a decision (the same
 * rule as GET /api/author/registration-options of the authors feature).
 */
const takenCondition = sql`(exists (select 1 from ${users} where ${users.authorId} = ${authors.id})
  or exists (select 1 from ${authorClaims} where ${authorClaims.authorId} = ${authors.id}
    and ${authorClaims.status} = ${BookRequestStatus.Pending}))`;

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
