import { and, eq, isNull } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '#core/schemas/auth';
import { BookRequestStatus } from '#core/enums';
import { isUserName } from '#core/validation/text';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { userTokens } from '../../db/schema/auth';
import { authors as authorsTable } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/http-error';
import type { AuthClaims } from '../../plugins/auth';
import type { MailService } from '../mail/mail.service';
import { findUserByEmail, isEmailTaken, isUniqueViolation, isUserNameTaken, userSearchKey } from './accounts';
import { loadAuthUser } from './auth-user';
import { consumeOneTimeToken, createOneTimeToken, findOneTimeToken, hashToken } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionStore } from './sessions';

export interface AuthDependencies {
  database: Database;
  config: Config;
  mail: MailService;
  sessions: SessionStore;
}

export type UserRow = typeof users.$inferSelect;

export const userExists = () => conflict('auth.errors.userExists');
/** Said only to someone who proved they own the account (right password, Google), never to a guesser. */
export const ACCOUNT_BLOCKED = 'auth.errors.accountBlocked';
export const userNameTaken = () =>
  new HttpError(409, 'validation.userNameTaken', {}, { userName: ['validation.userNameTaken'] });

/** Sign-in with a password, sign-up, email confirmation, session lookup and sign-out. */
export function createAuthCore({ database, mail, sessions }: AuthDependencies) {
  const { db } = database;

  /** Checks uniqueness, hashes the password and inserts the account (email not yet confirmed). */
  async function insertAccount(
    input: RegisterBody & { fullName?: string | null; phone?: string | null },
    language: Language,
  ) {
    if (await isEmailTaken(db, input.email)) throw userExists();
    if (await isUserNameTaken(db, input.userName)) throw userNameTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      const [user] = await db
        .insert(users)
        .values({
          userName: input.userName,
          email: input.email.trim(),
          passwordHash,
          language,
          fullName: input.fullName ?? null,
          phone: input.phone ?? null,
          searchKey: userSearchKey(input),
        })
        .returning();
      return user!;
    } catch (error) {
      if (isUniqueViolation(error)) throw userExists();
      throw error;
    }
  }

  async function sendEmailVerification(user: Pick<UserRow, 'id' | 'userName' | 'name' | 'language'>, email: string) {
    const token = await createOneTimeToken(db, { kind: 'email-verification', userId: user.id, email });
    await mail.sendEmailVerification({ ...user, email }, token);
  }

  /** An author sign-up still waiting for its social-media link gets a fresh verification token at each sign-in. */
  async function pendingAuthorToken(user: UserRow): Promise<string | null> {
    const [claim] = await db
      .select({ authorId: authorClaims.authorId })
      .from(authorClaims)
      .where(
        and(
          eq(authorClaims.userId, user.id),
          eq(authorClaims.status, BookRequestStatus.Pending),
          isNull(authorClaims.socialMediaLink),
        ),
      )
      .limit(1);
    if (!claim) return null;
    return createOneTimeToken(db, {
      kind: 'author-verification',
      userId: user.id,
      email: user.email,
      authorId: claim.authorId,
    });
  }

  /** Mails the author-verification link of a pending claim (after sign-up is confirmed). */
  async function mailAuthorVerification(user: UserRow, token: string) {
    const [row] = await db
      .select({ nameEn: authorsTable.nameEn, nameUk: authorsTable.nameUk })
      .from(userTokens)
      .innerJoin(authorsTable, eq(authorsTable.id, userTokens.authorId))
      .where(eq(userTokens.tokenHash, hashToken(token)));
    const authorName = (user.language === 'uk' ? row?.nameUk || row?.nameEn : row?.nameEn) ?? '';
    await mail.sendAuthorVerification(user, token, authorName);
  }

  return {
    insertAccount,
    mailAuthorVerification,
    sendEmailVerification,

    /** The same work and answer for an unknown email and a wrong password (no account enumeration by timing). */
    async login({ email, password }: LoginBody) {
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw badRequest('auth.errors.invalidCredentials');
      if (user.blockedAt) throw forbidden(ACCOUNT_BLOCKED);
      if (!user.emailVerifiedAt) throw forbidden('auth.errors.emailNotVerified');
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      return { user, authorVerificationToken: await pendingAuthorToken(user) };
    },

    async register(body: RegisterBody, language: Language) {
      const user = await insertAccount(body, language);
      await sendEmailVerification(user, user.email);
      return { email: user.email, verificationSent: true };
    },

    /**
     * Confirms the address the link was mailed to. For an email change that address becomes the
     * account's email only now, so a typo in the new address never locks the owner out.
     */
    async verifyEmail(token: string, email: string) {
      const found = await findOneTimeToken(db, 'email-verification', token);
      const invalid = () => badRequest('auth.errors.verificationLinkInvalid');
      if (found.state !== 'valid' || found.row.email?.toLowerCase() !== email.trim().toLowerCase()) throw invalid();
      const row = found.row;
      const user = await db.transaction(async (tx) => {
        if (!(await consumeOneTimeToken(tx, row))) throw invalid();
        const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
        if (!owner) throw invalid();
        const changing = owner.email.toLowerCase() !== row.email!.toLowerCase();
        if (changing && (await isEmailTaken(tx, row.email!))) throw conflict('auth.errors.emailTaken');
        const [updated] = await tx
          .update(users)
          .set({ email: row.email!, emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, owner.id))
          .returning();
        return updated!;
      });
      const authorToken = await pendingAuthorToken(user);
      if (authorToken) await mailAuthorVerification(user, authorToken);
      return { verified: true as const, email: user.email };
    },

    /** A new link for the account of an old (used, expired or current) verification link. */
    async sendAgain(token: string) {
      const [row] = await db
        .select({ userId: userTokens.userId, email: userTokens.email })
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, 'email-verification')));
      if (!row?.email) throw badRequest('auth.errors.verificationLinkInvalid');
      const [user] = await db.select().from(users).where(eq(users.id, row.userId));
      if (!user) throw badRequest('auth.errors.verificationLinkInvalid');
      const alreadyDone = !!user.emailVerifiedAt && user.email.toLowerCase() === row.email.toLowerCase();
      if (!alreadyDone) await sendEmailVerification(user, row.email);
      return { sent: !alreadyDone };
    },

    async isUserNameAvailable(userName: string) {
      return isUserName(userName) && !(await isUserNameTaken(db, userName));
    },

    getAuthUser: (userId: number, language: Language) => loadAuthUser(db, userId, language),

    logout: (claims: AuthClaims) => sessions.revokeToken(claims),
  };
}
