/** Values of an enum-like `as const` object, in declaration order. */
export function enumValues<T extends Record<string, string | number>>(obj: T): T[keyof T][] {
  return Object.values(obj) as T[keyof T][];
}

/** Type guard: is `value` one of the values of an enum-like object. */
export function isEnumValue<T extends Record<string, string | number>>(obj: T, value: unknown): value is T[keyof T] {
  return (Object.values(obj) as unknown[]).includes(value);
}

type ValueOf<T> = T[keyof T];

/** A user's shelf for a book; no status (null) means the book was removed from the shelves. */
export const BookStatus = { Reading: 1, WantToRead: 2, Finished: 3 } as const;
export type BookStatus = ValueOf<typeof BookStatus>;

export const UserRole = { User: 1, Admin: 2, Author: 3 } as const;
export type UserRole = ValueOf<typeof UserRole>;

// 2 is skipped on purpose: the numbering is part of the public API.
export const BookLanguage = { English: 1, Ukrainian: 3, Polish: 4 } as const;
export type BookLanguage = ValueOf<typeof BookLanguage>;

export const BookFileFormat = { Txt: 1, Fb2: 2, Rtf: 3, Epub: 4, Pdf: 5, Mobi: 6 } as const;
export type BookFileFormat = ValueOf<typeof BookFileFormat>;

/** Also the book's `stateStatus`. */
export const BookSort = { New: 1, Top: 2, JustReleased: 3, NotReleased: 4 } as const;
export type BookSort = ValueOf<typeof BookSort>;

// The spec names only 1, 2, 5 and 6; 3 and 4 are plain intermediate priorities.
export const QuotePriority = {
  Advertisement: 1,
  Recommendation: 2,
  Level3: 3,
  Level4: 4,
  Default: 5,
  Used: 6,
} as const;
export type QuotePriority = ValueOf<typeof QuotePriority>;

export const DocumentType = { PrivacyPolicy: 1, TermsOfConditions: 2 } as const;
export type DocumentType = ValueOf<typeof DocumentType>;

export const BookRequestStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type BookRequestStatus = ValueOf<typeof BookRequestStatus>;

export const ImportStatus = { Successful: 1, Error: 2, Reverted: 3, Canceled: 4 } as const;
export type ImportStatus = ValueOf<typeof ImportStatus>;

export const CategoryType = { New: 1, Top: 2, WeRecommend: 3, Other: 100 } as const;
export type CategoryType = ValueOf<typeof CategoryType>;

export const ActivityLevel = { Reader: 1, Guru: 2, Expert: 3 } as const;
export type ActivityLevel = ValueOf<typeof ActivityLevel>;

export const PreferenceStatus = { Empty: 0, PartiallyFulfilled: 1, Fulfilled: 2, Ignored: 3 } as const;
export type PreferenceStatus = ValueOf<typeof PreferenceStatus>;

export const SortType = { Popularity: 1, Date: 2, Title: 3, Rating: 4, NumberOfBooks: 5 } as const;
export type SortType = ValueOf<typeof SortType>;

/** The `sortby` of the books page. */
export const BooksPageSort = { Popular: 1, MangaAndComics: 2, Books: 3 } as const;
export type BooksPageSort = ValueOf<typeof BooksPageSort>;

export const BookKind = { Book: 1, Manga: 2, Comics: 3 } as const;
export type BookKind = ValueOf<typeof BookKind>;

export const BookFormat = { Paperback: 1, Audiobook: 2, EBook: 3 } as const;
export type BookFormat = ValueOf<typeof BookFormat>;

export const Gender = { Man: 1, Woman: 2, Other: 3 } as const;
export type Gender = ValueOf<typeof Gender>;

export const CommentTarget = { BookRecension: 1, BookQuote: 2, Author: 3, Compilation: 4 } as const;
export type CommentTarget = ValueOf<typeof CommentTarget>;

export const NotificationType = {
  LikeAuthorComment: 1,
  LikeRecensionComment: 2,
  LikeCompilationComment: 3,
  LikeQuoteComment: 4,
  LikeQuote: 5,
  LikeRecension: 6,
  CommentOnRecension: 7,
  CommentOnQuote: 8,
  ReplyOnAuthor: 9,
  ReplyOnRecension: 10,
  ReplyOnCompilation: 11,
  ReplyOnQuote: 12,
  NewRequest: 13,
  NewRequestApproved: 14,
  NewRequestRejected: 15,
  NewFriendRequest: 16,
  CommentForAuthor: 17,
  RecensionForAuthor: 18,
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;

export const GroupPermission = {
  CanManageChat: 'canManageChat',
  CanDeleteMessages: 'canDeleteMessages',
  CanPostMessages: 'canPostMessages',
  CanBanMembers: 'canBanMembers',
  CanInviteUsers: 'canInviteUsers',
} as const;
export type GroupPermission = ValueOf<typeof GroupPermission>;

export const AdminEntityKind = {
  Authors: 'Authors',
  Books: 'Books',
  Genres: 'Genres',
  Tags: 'Tags',
  ContentPages: 'ContentPages',
  Translators: 'Translators',
  Illustrators: 'Illustrators',
  Publishers: 'Publishers',
  Compilations: 'Compilations',
  Series: 'Series',
  Users: 'Users',
  Reviews: 'Reviews',
  Imports: 'Imports',
  Quotes: 'Quotes',
  Categories: 'Categories',
} as const;
export type AdminEntityKind = ValueOf<typeof AdminEntityKind>;

/** `System` is rendered as light. */
export const Theme = { Light: 'light', Dark: 'dark', System: 'system' } as const;
export type Theme = ValueOf<typeof Theme>;

export const SiteLanguage = { English: 'en', Ukrainian: 'uk' } as const;
export type SiteLanguage = ValueOf<typeof SiteLanguage>;
