import { and, eq, ne } from 'drizzle-orm';
import type { AdminUpdateBody, AdminUserDetails, AdminUsersQuery } from '#core/schemas/users';
import { BookRequestStatus, UserRole } from '#core/enums';
import type { Database } from '../../db/client';
import { authors } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import { findUserById, isUserNameTaken, userSearchKey } from '../auth/accounts';
import type { AuthService } from '../auth/create-auth-service';
import type { MailService } from '../mail/mail.service';
import type { AccountService } from './account.service';
import type { FileStore } from '../../lib/file-store/file-store';
import { removeAvatar } from './avatars';
import { claimsOf, listUsers, lockAdministrators } from './user-admin.queries';
import { holdsAdminRights, mayBlockUser, mayDeleteUser, mayManageUsers, mayUpdateUser } from './user-admin.policy';
import { contentOf, deleteAccount } from './user-removal';

type UserRow = typeof users.$inferSelect;

const claimNotFound = () => new HttpError(404, 'auth.errors.claimNotFound');
const authorTaken = () =>
  new HttpError(409, 'auth.errors.authorNotSelectable', {}, { authorId: ['auth.errors.authorNotSelectable'] });

/** The fields of an account the audit trail compares (never its password or tokens). */
const audited = (user: UserRow) => ({
  userName: user.userName,
  email: user.email,
  name: user.name,
  fullName: user.fullName,
  statusText: user.statusText,
  role: user.role,
  isAdmin: user.isAdmin,
  authorId: user.authorId,
  emailVerified: !!user.emailVerifiedAt,
  blockedAt: user.blockedAt,
});

/** Users in the administration area, and the decision on author claims (`/api/user/admin/*`). */
export function createUserAdminService(deps: {
  database: Database;
  files: FileStore;
  mail: MailService;
  auth: AuthService;
  account: AccountService;
  /** A deleted account's recensions and quotes leave public pages: kept lists are forgotten. */
  onContentRemoved: () => void;
}) {
  const { db } = deps.database;

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

  async function getUser(actor: Actor, id: number, language: Language): Promise<AdminUserDetails> {
    authorize(mayManageUsers(actor));
    const user = await findUserById(db, id);
    if (!user) throw notFound();
    const [profile, claims, content, [author]] = await Promise.all([
      deps.account.profileOf(user, language),
      claimsOf(db, [id], language, false),
      contentOf(db, id),
      user.authorId
        ? db.select({ en: authors.nameEn, uk: authors.nameUk }).from(authors).where(eq(authors.id, user.authorId))
        : [],
    ]);
    return {
      ...profile,
      authorName: author ? (language === 'uk' ? author.uk || author.en : author.en) : null,
      claims: claims.map((entry) => entry.claim),
      blockedAt: user.blockedAt?.toISOString() ?? null,
      content,
    };
  }

  /** The author page an Author account is linked to: it exists and no other account holds it. */
  async function checkAuthorLink(userId: number, authorId: number) {
    const [author] = await db.select({ id: authors.id }).from(authors).where(eq(authors.id, authorId));
    if (!author) throw new HttpError(400, 'validation.invalid', {}, { authorId: ['validation.invalid'] });
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.authorId, authorId), ne(users.id, userId)));
    if (holder) throw authorTaken();
  }

  /** Blocks or unblocks; blocking ends every session of the account on every instance at once. */
  async function setBlocked(actor: Actor, id: number, blocked: boolean, language: Language) {
    authorize(mayManageUsers(actor));
    const changed = await db.transaction(async (tx) => {
      const target = await findUserById(tx, id);
      if (!target) throw notFound();
      if (blocked) authorize(mayBlockUser(actor, { target, administrators: await lockAdministrators(tx) }));
      if (!!target.blockedAt === blocked) return false;
      const [after] = await tx
        .update(users)
        .set({
          blockedAt: blocked ? new Date() : null,
          tokenVersion: blocked ? target.tokenVersion + 1 : target.tokenVersion,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      await recordAudit(tx, actor, {
        kind: 'user',
        id,
        action: blocked ? 'block' : 'unblock',
        before: { blockedAt: target.blockedAt },
        after: { blockedAt: after!.blockedAt },
      });
      return true;
    });
    if (changed && blocked) await deps.auth.sessions.forgetUser(id);
    return getUser(actor, id, language);
  }

  return {
    async listUsers(actor: Actor, query: AdminUsersQuery, language: Language) {
      authorize(mayManageUsers(actor));
      return listUsers(db, query, language);
    },

    getUser,

    /** Lowering a privilege revokes the user's sessions; a raised one arrives through GET /api/auth/user. */
    async updateUser(actor: Actor, body: AdminUpdateBody, language: Language) {
      authorize(mayManageUsers(actor));
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
      // An Author role without an author page means nothing; leaving the role releases the page.
      const authorId = role === UserRole.Author ? (body.authorId === undefined ? user.authorId : body.authorId) : null;
      if (authorId && authorId !== user.authorId) await checkAuthorLink(user.id, authorId);
      const demoted = (user.isAdmin && !isAdmin) || (role !== user.role && user.role !== UserRole.User);
      const next = {
        userName: body.userName ?? user.userName,
        name: body.name === undefined ? user.name : body.name || null,
        fullName: body.fullName === undefined ? user.fullName : body.fullName || null,
      };
      await db.transaction(async (tx) => {
        const keepsAdminRights = holdsAdminRights({ role, isAdmin });
        if (!keepsAdminRights)
          authorize(
            mayUpdateUser(actor, { target: user, keepsAdminRights, administrators: await lockAdministrators(tx) }),
          );
        const [after] = await tx
          .update(users)
          .set({
            ...next,
            statusText: body.statusText === undefined ? user.statusText : body.statusText || null,
            role,
            isAdmin,
            authorId,
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
          .where(eq(users.id, user.id))
          .returning();
        await recordAudit(tx, actor, {
          kind: 'user',
          id: user.id,
          action: 'update',
          before: audited(user),
          after: audited(after!),
        });
      });
      if (demoted) await deps.auth.sessions.forgetUser(user.id);
      return getUser(actor, user.id, language);
    },

    blockUser: (actor: Actor, id: number, language: Language) => setBlocked(actor, id, true, language),
    unblockUser: (actor: Actor, id: number, language: Language) => setBlocked(actor, id, false, language),

    /** The account and everything of it (see user-removal.ts); counters of what remains stay exact. */
    async deleteUser(actor: Actor, id: number) {
      authorize(mayManageUsers(actor));
      const deleted = await db.transaction(async (tx) => {
        const target = await findUserById(tx, id);
        if (!target) throw notFound();
        authorize(mayDeleteUser(actor, { target, administrators: await lockAdministrators(tx) }));
        const content = await contentOf(tx, id);
        const removed = await deleteAccount(tx, id);
        await recordAudit(tx, actor, { kind: 'user', id, action: 'delete', before: { ...audited(target), content } });
        return removed;
      });
      await deps.auth.sessions.forgetUser(id);
      await removeAvatar(deps.files, deleted.imageUrl);
      deps.onContentRemoved();
      return { ok: true as const };
    },

    /** The claim is approved, the account becomes Author of that page, and the owner is told by mail. */
    async approveUserAuthor(actor: Actor, userId: number, authorId: number) {
      authorize(mayManageUsers(actor));
      const adminId = memberOf(actor).userId;
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
        await recordAudit(tx, actor, {
          kind: 'user',
          id: userId,
          action: 'approve',
          before: { role: row.user.role, authorId: row.user.authorId, claimStatus: row.claim.status },
          after: { role: UserRole.Author, authorId, claimStatus: BookRequestStatus.Approved },
        });
      });
      await deps.mail.sendAuthorApproved(row.user, authorNameFor(row, row.user.language));
      return { ok: true as const };
    },

    async rejectUserAuthor(actor: Actor, userId: number, authorId: number) {
      authorize(mayManageUsers(actor));
      const adminId = memberOf(actor).userId;
      const row = await pendingClaim(userId, authorId);
      await db.transaction(async (tx) => {
        await tx
          .update(authorClaims)
          .set({ status: BookRequestStatus.Rejected, decidedById: adminId, decidedAt: new Date() })
          .where(eq(authorClaims.id, row.claim.id));
        await recordAudit(tx, actor, {
          kind: 'user',
          id: userId,
          action: 'reject',
          before: { claimAuthorId: authorId, claimStatus: row.claim.status },
          after: { claimAuthorId: authorId, claimStatus: BookRequestStatus.Rejected },
        });
      });
      await deps.mail.sendAuthorRejected(row.user, authorNameFor(row, row.user.language));
      return { ok: true as const };
    },
  };
}
