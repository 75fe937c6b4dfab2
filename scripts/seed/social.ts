import { CommentTarget, NotificationType } from '../../core/enums';
import { bookAddRequests, friendRequests, friendships, notifications, users } from '../../server/db/schema';
import { snippet } from '../../server/features/recensions/reading-sql';
import { community } from './data';
import type { SeedAccounts } from './accounts';
import type { CatalogueLookups, SeedActivity } from './activity';
import { coverPathOf } from './images';
import { BASE_DATE, daysBefore, insertChunks, type Writer } from './insert';
import { indexBy, type SeedPlan } from './plan';
import type { SeededRandom } from './random';

type NotificationRow = typeof notifications.$inferInsert;

export async function seedSocial(
  tx: Writer,
  plan: SeedPlan,
  ids: CatalogueLookups,
  accounts: SeedAccounts,
  activity: SeedActivity,
  options: { covers: boolean },
  random: SeededRandom,
): Promise<{ friendships: number; notifications: number }> {
  const now = new Date();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const bookByKey = indexBy(
    plan.books,
    (row) => row.key,
    (row) => row,
  );
  const cover = (bookKey: string) => (options.covers ? `/files/${coverPathOf(bookByKey(bookKey).urlName)}` : null);

  const friendshipRows = community.friendships.flatMap(([a, b]) => {
    const createdAt = daysBefore(BASE_DATE, random.int(5, 300));
    const left = accounts.reader(a);
    const right = accounts.reader(b);
    return [
      { userId: left, friendId: right, createdAt },
      { userId: right, friendId: left, createdAt },
    ];
  });
  await insertChunks(tx, friendships, friendshipRows);
  const requestRows = [
    ...community.friendships.map(([a, b], index) => ({
      fromUserId: accounts.reader(a),
      toUserId: accounts.reader(b),
      status: 1,
      createdAt: friendshipRows[index * 2].createdAt,
      decidedAt: friendshipRows[index * 2].createdAt,
    })),
    ...community.pendingFriendRequests.map(([from, to], index) => ({
      fromUserId: accounts.reader(from),
      toUserId: accounts.reader(to),
      status: 0,
      createdAt: hoursAgo(6 + index * 20),
    })),
  ];
  await insertChunks(tx, friendRequests, requestRows);

  // Book add requests: one waiting for the admin, one approved, one rejected as a duplicate.
  const requestedAt = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx.insert(bookAddRequests).values([
    {
      userId: accounts.reader('oksana'),
      payload: {
        title: 'Карбід',
        authors: 'Андрій Любка',
        year: 2015,
        language: 3,
        comment: 'Дуже хочу додати на свою полицю!',
      },
      title: 'Карбід',
      authorsText: 'Андрій Любка',
      createdAt: requestedAt(0.3),
    },
    {
      userId: accounts.reader('iryna'),
      payload: { title: 'Палімпсести', authors: 'Василь Стус', year: 2023, language: 3 },
      title: 'Палімпсести',
      authorsText: 'Василь Стус',
      status: 1,
      bookId: ids.book('palimpsests'),
      decidedById: accounts.adminId,
      createdAt: requestedAt(9),
      decidedAt: requestedAt(8),
    },
    {
      userId: accounts.reader('mark'),
      payload: { title: '1984', authors: 'George Orwell', language: 1, comment: 'Could not find it' },
      title: '1984',
      authorsText: 'George Orwell',
      status: 2,
      decidedById: accounts.adminId,
      createdAt: requestedAt(15),
      decidedAt: requestedAt(14),
    },
  ]);

  const rows: NotificationRow[] = [];
  const push = (row: NotificationRow) => {
    if (row.byUserId !== row.userId) rows.push(row);
  };
  const recensionById = new Map(activity.recensions.map((row) => [row.id, row]));
  const quoteById = new Map(activity.quotes.map((row) => [row.id, row]));

  for (const [from, to] of community.pendingFriendRequests) {
    push({
      userId: accounts.reader(to),
      type: NotificationType.NewFriendRequest,
      eventDate: hoursAgo(random.int(2, 40)),
      byUserId: accounts.reader(from),
      entityUrlName: accounts.userNames.get(accounts.reader(from)),
    });
  }
  for (const like of activity.recensionLikes) {
    const recension = recensionById.get(like.recensionId)!;
    push({
      userId: recension.userId,
      type: NotificationType.LikeRecension,
      eventDate: like.createdAt,
      text: recension.title,
      itemImageLink: cover(recension.bookKey),
      entityUrlName: bookByKey(recension.bookKey).urlName,
      onEntityId: recension.id,
      byUserId: like.userId,
    });
  }
  for (const like of activity.quoteLikes) {
    const quote = quoteById.get(like.quoteId)!;
    if (quote.userId === null) continue;
    push({
      userId: quote.userId,
      type: NotificationType.LikeQuote,
      eventDate: like.createdAt,
      text: quote.text.split('\n')[0],
      itemImageLink: cover(quote.bookKey),
      entityUrlName: bookByKey(quote.bookKey).urlName,
      onEntityId: quote.id,
      byUserId: like.userId,
    });
  }
  for (const comment of activity.comments) {
    const base = {
      eventDate: comment.createdAt,
      onEntityId: comment.targetId,
      byUserId: comment.userId,
      text: snippet(comment.text),
    };
    if (comment.targetKind === 1 || comment.targetKind === 2) {
      const target =
        comment.targetKind === CommentTarget.BookRecension
          ? recensionById.get(comment.targetId)!
          : quoteById.get(comment.targetId)!;
      const extra = { itemImageLink: cover(comment.targetKey), entityUrlName: bookByKey(comment.targetKey).urlName };
      if (comment.parentUserId !== null) {
        push({
          ...base,
          ...extra,
          userId: comment.parentUserId,
          type:
            comment.targetKind === CommentTarget.BookRecension
              ? NotificationType.ReplyOnRecension
              : NotificationType.ReplyOnQuote,
        });
      } else if (target.userId !== null) {
        push({
          ...base,
          ...extra,
          userId: target.userId,
          type:
            comment.targetKind === CommentTarget.BookRecension
              ? NotificationType.CommentOnRecension
              : NotificationType.CommentOnQuote,
        });
      }
    } else if (comment.targetKind === 3) {
      const urlName = indexBy(
        plan.authors,
        (row) => row.key,
        (row) => row.urlName,
      )(comment.targetKey);
      if (comment.parentUserId !== null)
        push({ ...base, userId: comment.parentUserId, type: NotificationType.ReplyOnAuthor, entityUrlName: urlName });
      else if (comment.targetKey === community.demoAuthorKey)
        push({
          ...base,
          userId: accounts.authorUserId,
          type: NotificationType.CommentForAuthor,
          entityUrlName: urlName,
        });
    } else if (comment.parentUserId !== null) {
      const urlName = indexBy(
        plan.compilations,
        (row) => row.key,
        (row) => row.urlName,
      )(comment.targetKey);
      push({
        ...base,
        userId: comment.parentUserId,
        type: NotificationType.ReplyOnCompilation,
        entityUrlName: urlName,
      });
    }
  }
  // An author's account hears of a recension once it is approved (recensions.moderation.ts).
  for (const recension of activity.recensions) {
    if (!recension.approved || !bookByKey(recension.bookKey).ownedByAuthorAccount) continue;
    push({
      userId: accounts.authorUserId,
      type: NotificationType.RecensionForAuthor,
      eventDate: recension.createdAt,
      text: recension.title,
      itemImageLink: cover(recension.bookKey),
      entityUrlName: bookByKey(recension.bookKey).urlName,
      onEntityId: recension.id,
      byUserId: recension.userId,
    });
  }
  const topComment = activity.comments.find((row) => row.targetKind === 1 && row.parentUserId === null);
  if (topComment) {
    push({
      userId: topComment.userId,
      type: NotificationType.LikeRecensionComment,
      eventDate: hoursAgo(3),
      onEntityId: topComment.targetId,
      text: snippet(topComment.text),
      byUserId: accounts.reader('dmytro'),
      entityUrlName: bookByKey(topComment.targetKey).urlName,
    });
  }
  push({
    userId: accounts.adminId,
    type: NotificationType.NewRequest,
    eventDate: requestedAt(0.3),
    text: 'Карбід',
    byUserId: accounts.reader('oksana'),
  });
  push({
    userId: accounts.reader('iryna'),
    type: NotificationType.NewRequestApproved,
    eventDate: requestedAt(8),
    text: 'Палімпсести',
    itemImageLink: cover('palimpsests'),
    entityUrlName: bookByKey('palimpsests').urlName,
    onEntityId: ids.book('palimpsests'),
    byUserId: accounts.adminId,
  });
  push({
    userId: accounts.reader('mark'),
    type: NotificationType.NewRequestRejected,
    eventDate: requestedAt(14),
    text: '1984',
    byUserId: accounts.adminId,
  });

  // Notifications older than a few days have been read; the rest make the unread badge.
  const readBefore = now.getTime() - 3 * 86_400_000;
  for (const row of rows)
    if (row.eventDate && row.eventDate.getTime() < readBefore)
      row.readAt = new Date(row.eventDate.getTime() + 3_600_000);
  await insertChunks(tx, notifications, rows);
  await tx.update(users).set({ notificationsSeenAt: new Date(readBefore) });
  return { friendships: community.friendships.length, notifications: rows.length };
}
