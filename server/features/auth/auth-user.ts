import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AuthUser, UpdatedContentPage } from '#core/schemas/auth';
import { SiteLanguage, Theme } from '#core/enums';
import type { Db } from '../../db/client';
import { contentPages, contentPageVersions, userContentPageAcks } from '../../db/schema/content';
import { chatMembers, messages } from '../../db/schema/messenger';
import { authors } from '../../db/schema/people';
import { notifications } from '../../db/schema/social';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { countIncomingRequests } from '../friends/friends.queries';
import { asksForPreferences } from '../preferences/preference-status';

type UserRow = typeof users.$inferSelect;

const asLanguage = (value: string) => (value === SiteLanguage.Ukrainian ? 'uk' : 'en');
const asTheme = (value: string) => (value === Theme.Dark ? 'dark' : value === Theme.Light ? 'light' : 'system');

/**
 * Pages whose newest version needing acknowledgement was published after the user signed up
 * and is newer than what the user acknowledged (see user_content_page_acks).
 */
export async function listUpdatedContentPages(db: Db, user: Pick<UserRow, 'id' | 'createdAt'>, language: Language) {
  const latest = db
    .select({
      pageId: contentPageVersions.pageId,
      latestVersion: sql<number>`max(${contentPageVersions.version})`.as('latest_version'),
    })
    .from(contentPageVersions)
    .where(
      and(eq(contentPageVersions.requiresAcknowledgement, true), gt(contentPageVersions.publishedAt, user.createdAt)),
    )
    .groupBy(contentPageVersions.pageId)
    .as('latest');
  const rows = await db
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      titleEn: contentPages.titleEn,
      titleUk: contentPages.titleUk,
      version: latest.latestVersion,
    })
    .from(latest)
    .innerJoin(contentPages, eq(contentPages.id, latest.pageId))
    .leftJoin(
      userContentPageAcks,
      and(eq(userContentPageAcks.pageId, latest.pageId), eq(userContentPageAcks.userId, user.id)),
    )
    .where(
      and(eq(contentPages.active, true), sql`${latest.latestVersion} > coalesce(${userContentPageAcks.version}, 0)`),
    )
    .orderBy(contentPages.id);
  return rows.map((row): UpdatedContentPage & { version: number } => ({
    id: row.id,
    title: language === 'uk' ? row.titleUk || row.titleEn : row.titleEn,
    url: `/${row.slug}`,
    version: Number(row.version),
  }));
}

async function countNewNotifications(db: Db, user: Pick<UserRow, 'id' | 'notificationsSeenAt'>) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, user.id),
        user.notificationsSeenAt ? gt(notifications.eventDate, user.notificationsSeenAt) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

/** Unread messages from others in chats the user has not muted. */
async function countNewMessages(db: Db, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMembers)
    .innerJoin(messages, and(eq(messages.chatId, chatMembers.chatId), gt(messages.id, chatMembers.lastReadMessageId)))
    .where(
      and(
        eq(chatMembers.userId, userId),
        eq(chatMembers.isMuted, false),
        isNull(messages.deletedAt),
        ne(messages.userId, userId),
      ),
    );
  return Number(row?.count ?? 0);
}

/** The `user` of GET /api/auth/user: profile basics plus the badges and popup flags. */
export async function loadAuthUser(db: Db, userId: number, language: Language): Promise<AuthUser | null> {
  const [row] = await db
    .select({ user: users, authorUrlName: authors.urlName })
    .from(users)
    .leftJoin(authors, eq(authors.id, users.authorId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user } = row;
  const [newNotificationCount, newMessagesCount, friendRequestCount, pages] = await Promise.all([
    countNewNotifications(db, user),
    countNewMessages(db, user.id),
    countIncomingRequests(db, user.id),
    listUpdatedContentPages(db, user, language),
  ]);
  return {
    id: user.id,
    username: user.userName,
    email: user.email,
    role: user.role,
    isAdmin: user.isAdmin,
    imageUrl: user.imageUrl,
    newNotificationCount,
    newMessagesCount,
    friendRequestCount,
    updatedContentPages: pages.map(({ id, title, url }) => ({ id, title, url })),
    showImportPopup: user.showImportPopup,
    showPreferencesPopup: user.showPreferencesPopup && asksForPreferences(user.preferenceStatus),
    loggedIn: true,
    language: asLanguage(user.language),
    theme: asTheme(user.theme),
    name: user.name,
    fullName: user.fullName,
    authorId: user.authorId,
    authorUrlName: row.authorUrlName ?? null,
    emailVerified: !!user.emailVerifiedAt,
    hasPassword: !!user.passwordHash,
  };
}
