import { and, asc, count, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { AdminUpdateBody, AdminUserItem, AdminUsersQuery, AuthorClaim } from '#core/schemas/users';
import { BookRequestStatus, UserRole } from '#core/enums';
import { toSearchQuery } from '#core/search/search-key';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { authors } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { findUserById, isUserNameTaken, userSearchKey } from '../auth/accounts';
import type { AuthService } from '../auth/create-auth-service';
import type { MailService } from '../mail/mail.service';
import type { AccountService } from './account.service';
import { removeAvatar } from './avatars';

type ClaimRow = { claim: typeof authorClaims.$inferSelect; nameEn: string; nameUk: string; urlName: string };

const toClaim = ({ claim, nameEn, nameUk, urlName }: ClaimRow, language: Language): AuthorClaim => ({
  id: claim.id,
  authorId: claim.authorId,
  authorName: language === 'uk' ? nameUk || nameEn : nameEn,
  authorUrlName: urlName,
  status: claim.status,
  socialMediaLink: claim.socialMediaLink,
  email: claim.email,
  createdAt: claim.createdAt.toISOString(),
});

const claimNotFound = () => new HttpError(404, 'auth.errors.claimNotFound');

/** Users in the administration area, and the decision on author claims (`/api/user/admin/*`). */
export function createUserAdminService(deps: {
  database: Database;
  config: Config;
  mail: MailService;
  auth: AuthService;
  account: AccountService;
}) {
  const { db } = deps.database;

  async function claimsOf(userIds: number[], language: Language, onlyPending: boolean) {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ claim: authorClaims, nameEn: authors.nameEn, nameUk: authors.nameUk, urlName: authors.urlName })
      .from(authorClaims)
      .innerJoin(authors, eq(authors.id, authorClaims.authorId))
      .where(
        and(
          inArray(authorClaims.userId, userIds),
          onlyPending ? eq(authorClaims.status, BookRequestStatus.Pending) : undefined,
        ),
      )
      .orderBy(desc(authorClaims.createdAt), desc(authorClaims.id));
    return rows.map((row) => ({ userId: row.claim.userId, claim: toClaim(row, language) }));
  }

  async function pendingClaim(userId: number, authorId: number) {
    const [row] = await db
      .select({ claim: authorClaims, nameEn: authors.nameEn, nameUk: authors.nameUk, user: users })
      .from(authorClaims)
      .innerJoin(authors, eq(authors.id, authorClaims.authorId))
      .innerJoin(users, eq(users.id, authorClaims.userId))
      .where(
        and(
          eq(authorClaims.userId, userId),
          eq(authorClaims.authorId, authorId),
          eq(authorClaims.status, BookRequestStatus.Pending),
        ),
      )
      .limit(1);
    if (!row) throw claimNotFound();
    return row;
  }

  const authorNameFor = (row: { nameEn: string; nameUk: string }, language: string) =>
    language === 'uk' ? row.nameUk || row.nameEn : row.nameEn;

  async function getUser(id: number, language: Language) {
    const user = await findUserById(db, id);
    if (!user) throw notFound();
    const profile = await deps.account.profileOf(user, language);
    const claims = await claimsOf([id], language, false);
    return { ...profile, claims: claims.map((entry) => entry.claim) };
  }

  return {
    async listUsers(query: AdminUsersQuery, language: Language) {
      const text = query.search?.trim();
      const key = text ? toSearchQuery(text) : '';
      const pending = exists(
        db
          .select({ one: sql`1` })
          .from(authorClaims)
          .where(and(eq(authorClaims.userId, users.id), eq(authorClaims.status, BookRequestStatus.Pending))),
      );
      const where = and(
        text
          ? or(
              key ? sql`${users.searchKey} like ${`%${key}%`}` : undefined,
              sql`lower(${users.email}) like ${`%${text.toLowerCase()}%`}`,
            )
          : undefined,
        query.pendingAuthorClaims ? pending : undefined,
      );
      const [total] = await db.select({ value: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const claims = await claimsOf(
        rows.map((row) => row.id),
        language,
        true,
      );
      const items: AdminUserItem[] = rows.map((user) => ({
        id: user.id,
        userName: user.userName,
        email: user.email,
        fullName: user.fullName,
        imageUrl: user.imageUrl,
        role: user.role,
        isAdmin: user.isAdmin,
        emailVerified: !!user.emailVerifiedAt,
        createdAt: user.createdAt.toISOString(),
        lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
        pendingClaims: claims.filter((entry) => entry.userId === user.id).map((entry) => entry.claim),
      }));
      return { items, totalCount: Number(total?.value ?? 0) };
    },

    getUser,

    /** Lowering a privilege revokes the user's sessions; a raised one arrives through GET /api/auth/user. */
    async updateUser(body: AdminUpdateBody, language: Language) {
      const user = await findUserById(db, body.id);
      if (!user) throw notFound();
      if (
        body.userName &&
        body.userName.toLowerCase() !== user.userName.toLowerCase() &&
        (await isUserNameTaken(db, body.userName))
      )
        throw new HttpError(409, 'validation.userNameTaken', {}, { userName: ['validation.userNameTaken'] });
      const role = body.role ?? user.role;
      const isAdmin = body.isAdmin ?? user.isAdmin;
      const demoted = (user.isAdmin && !isAdmin) || (role !== user.role && user.role !== UserRole.User);
      const next = {
        userName: body.userName ?? user.userName,
        name: body.name === undefined ? user.name : body.name || null,
        fullName: body.fullName === undefined ? user.fullName : body.fullName || null,
      };
      await db
        .update(users)
        .set({
          ...next,
          statusText: body.statusText === undefined ? user.statusText : body.statusText || null,
          role,
          isAdmin,
          // An Author role without an author page means nothing; leaving the role releases the page.
          authorId: role === UserRole.Author ? user.authorId : null,
          emailVerifiedAt:
            body.emailVerified === undefined
              ? user.emailVerifiedAt
              : body.emailVerified
                ? (user.emailVerifiedAt ?? new Date())
                : null,
          searchKey: userSearchKey(next),
          tokenVersion: demoted ? user.tokenVersion + 1 : user.tokenVersion,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      if (demoted) deps.auth.sessions.forgetUser(user.id);
      return getUser(user.id, language);
    },

    async deleteUser(id: number, adminId: number) {
      if (id === adminId) throw badRequest('auth.errors.cannotDeleteSelf');
      const [deleted] = await db.delete(users).where(eq(users.id, id)).returning({ imageUrl: users.imageUrl });
      if (!deleted) throw notFound();
      deps.auth.sessions.forgetUser(id);
      await removeAvatar(deps.config.filesDir, deleted.imageUrl);
      return { ok: true as const };
    },

    /** The claim is approved, the account becomes Author of that page, and the owner is told by mail. */
    async approveUserAuthor(userId: number, authorId: number, adminId: number) {
      const row = await pendingClaim(userId, authorId);
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.authorId, authorId));
      if (owner && owner.id !== userId) throw badRequest('auth.errors.authorNotSelectable');
      await db.transaction(async (tx) => {
        await tx
          .update(authorClaims)
          .set({ status: BookRequestStatus.Approved, decidedById: adminId, decidedAt: new Date() })
          .where(eq(authorClaims.id, row.claim.id));
        await tx
          .update(users)
          .set({ role: UserRole.Author, authorId, updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
      await deps.mail.sendAuthorApproved(row.user, authorNameFor(row, row.user.language));
      return { ok: true as const };
    },

    async rejectUserAuthor(userId: number, authorId: number, adminId: number) {
      const row = await pendingClaim(userId, authorId);
      await db
        .update(authorClaims)
        .set({ status: BookRequestStatus.Rejected, decidedById: adminId, decidedAt: new Date() })
        .where(eq(authorClaims.id, row.claim.id));
      await deps.mail.sendAuthorRejected(row.user, authorNameFor(row, row.user.language));
      return { ok: true as const };
    },
  };
}
