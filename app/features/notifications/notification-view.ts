import { NotificationType } from '#core/enums';
import { pathInLanguage, type Language } from '#core/locale';

type Linkable = { type: number; entityUrlName: string | null; onEntityId: number | null };

const RECENSION_TYPES: number[] = [
  NotificationType.LikeRecensionComment,
  NotificationType.LikeRecension,
  NotificationType.CommentOnRecension,
  NotificationType.ReplyOnRecension,
  NotificationType.RecensionForAuthor,
];
const QUOTE_TYPES: number[] = [
  NotificationType.LikeQuoteComment,
  NotificationType.LikeQuote,
  NotificationType.CommentOnQuote,
  NotificationType.ReplyOnQuote,
];
const AUTHOR_TYPES: number[] = [
  NotificationType.LikeAuthorComment,
  NotificationType.ReplyOnAuthor,
  NotificationType.CommentForAuthor,
];
const COMPILATION_TYPES: number[] = [NotificationType.LikeCompilationComment, NotificationType.ReplyOnCompilation];
const REQUEST_TYPES: number[] = [
  NotificationType.NewRequest,
  NotificationType.NewRequestApproved,
  NotificationType.NewRequestRejected,
];

/**
 * Where a notification leads (the link contract the writers of notifications follow): recensions and
 * quotes on their book's page, authors and compilations on theirs, book requests and friend requests
 * on the reader's own profile. Null when the row lacks what its link needs.
 */
export function notificationHref(item: Linkable, language: Language): string | null {
  const url = item.entityUrlName ? encodeURIComponent(item.entityUrlName) : null;
  const path = (() => {
    if (RECENSION_TYPES.includes(item.type))
      return url && item.onEntityId !== null ? `/book/${url}/recension/${item.onEntityId}` : null;
    if (QUOTE_TYPES.includes(item.type))
      return url && item.onEntityId !== null ? `/book/${url}/quote/${item.onEntityId}` : null;
    if (AUTHOR_TYPES.includes(item.type)) return url && `/author/${url}`;
    if (COMPILATION_TYPES.includes(item.type)) return url && `/compilation/${url}`;
    if (REQUEST_TYPES.includes(item.type)) return '/me/profile/requests';
    if (item.type === NotificationType.NewFriendRequest) return '/me/profile/network/requests';
    return null;
  })();
  return path ? pathInLanguage(path, language) : null;
}
