import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserItem, AdminUsersQuery, AuthorClaim } from '#core/schemas/users';
import { BookRequestStatus, UserRole } from '#core/enums';
import { toSearchQuery } from '#core/search/search-key';
import type { Db } from '../../db/client';
import { authors } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import type { Executor } from '../auth/accounts';

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

/** The author claims of a page of users, newest first (pending ones only for the list). */
export async function claimsOf(db: Db, userIds: number[], language: Language, onlyPending: boolean) {
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

const holdsRights = or(eq(users.isAdmin, true), eq(users.role, UserRole.Admin))!;

function conditions(db: Db, query: AdminUsersQuery): SQL | undefined {
  const text = query.search?.trim();
  const key = text ? toSearchQuery(text) : '';
  const pending = exists(
    db
      .select({ one: sql`1` })
      .from(authorClaims)
      .where(and(eq(authorClaims.userId, users.id), eq(authorClaims.status, BookRequestStatus.Pending))),
  );
  return and(
    text
      ? or(
          key ? sql`${users.searchKey} like ${`%${key}%`}` : undefined,
          sql`lower(${users.email}) like ${`%${text.toLowerCase()}%`}`,
        )
      : undefined,
    query.pendingAuthorClaims ? pending : undefined,
    query.role === undefined ? undefined : eq(users.role, query.role),
    query.isAdmin === undefined
      ? undefined
      : query.isAdmin
        ? holdsRights
        : and(ne(users.role, UserRole.Admin), eq(users.isAdmin, false)),
    query.blocked === undefined ? undefined : query.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt),
  );
}

const orderings = {
  createdAt: users.createdAt,
  userName: sql`lower(${users.userName})`,
  lastLoginAt: users.lastLoginAt,
} as const;

/** A page of users with their pending claims: three statements whatever the page size. */
export async function listUsers(db: Db, query: AdminUsersQuery, language: Language) {
  const where = conditions(db, query);
  const direction = query.order === 'asc' ? asc : desc;
  const nulls = query.sort === 'lastLoginAt' ? sql` nulls last` : sql``;
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(users).where(where),
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`${direction(orderings[query.sort])}${nulls}`, asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const claims = await claimsOf(
    db,
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
    blockedAt: user.blockedAt?.toISOString() ?? null,
    pendingClaims: claims.filter((entry) => entry.userId === user.id).map((entry) => entry.claim),
  }));
  return { items, totalCount: Number(total?.value ?? 0) };
}

/**
 * The active administrators (holding the rights, not blocked), locked until the transaction ends:
 * two administrators taking each other's rights at once wait for each other, so the second sees
 * the first one's change.
 */
export async function lockAdministrators(tx: Executor) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(holdsRights, isNull(users.blockedAt)))
    .for('update');
  return rows.length;
}
