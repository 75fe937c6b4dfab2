import type { SiteLanguage } from '../../../core/enums';

/*
 * Shapes of the demo catalogue. Rows refer to each other by `key` (a stable, readable id local
 * to the seed); the seeder turns keys into database ids and computes urlName / searchKey.
 */

export type KindName = 'book' | 'manga' | 'comics';
/** BookFormat: 1 Paperback, 2 Audiobook, 3 E-book. */
export type FormatValue = 1 | 2 | 3;
/** BookLanguage: 1 English, 3 Ukrainian, 4 Polish. */
export type LanguageValue = 1 | 3 | 4;
/** BookSort as the book's stateStatus: 1 New, 2 Top, 3 JustReleased, 4 NotReleased. */
export type StateStatusValue = 1 | 2 | 3 | 4;
export type AgeRestriction = 0 | 12 | 16 | 18;

export interface AuthorSeed {
  key: string;
  nameEn: string;
  nameUk: string;
  bioEn: string;
  bioUk: string;
  birthYear: number | null;
  deathYear?: number;
  active?: boolean;
}

export interface PersonSeed {
  key: string;
  nameEn: string;
  nameUk: string;
  descriptionEn: string;
  descriptionUk: string;
}

export interface GenreSeed {
  key: string;
  nameEn: string;
  nameUk: string;
  descriptionEn: string;
  descriptionUk: string;
  parent?: string;
}

export interface TagSeed {
  key: string;
  tagEn: string;
  tagUk: string;
}

export interface PublisherSeed {
  key: string;
  titleEn: string;
  titleUk: string;
  descriptionEn: string;
  descriptionUk: string;
}

export interface SeriesSeed {
  key: string;
  titleEn: string;
  titleUk: string;
  descriptionEn: string;
  descriptionUk: string;
  /** Books of the series in the original language, whether or not the catalogue has them. */
  originalBooksCount: number;
}

export interface BookSeed {
  key: string;
  kind: KindName;
  titleEn: string;
  titleUk: string;
  originalTitle?: string;
  subtitleEn?: string;
  subtitleUk?: string;
  descriptionEn: string;
  descriptionUk: string;
  /** Year of this edition. */
  year: number;
  /** Year of first publication. */
  firstYear: number;
  pages: number;
  format: FormatValue;
  /** 12 digits; the check digit is computed (see isbn.ts). Absent for old classics. */
  isbn?: string;
  /** Also store the ISBN-10 form (only for 978 ISBNs). */
  withIsbn10?: boolean;
  publisher?: string;
  authors: string[];
  genres: string[];
  tags: string[];
  languages: LanguageValue[];
  translators?: string[];
  illustrators?: string[];
  series?: { key: string; position: number };
  ageRestriction: AgeRestriction;
  stateStatus: StateStatusValue;
  active?: boolean;
  /** The demo Author-role account manages this book. */
  ownedByAuthorAccount?: boolean;
}

export interface CompilationSeed {
  key: string;
  titleEn: string;
  titleUk: string;
  descriptionEn: string;
  descriptionUk: string;
  books: string[];
  active?: boolean;
}

export interface CategorySeed {
  /** CategoryType: 1 New, 2 Top, 3 WeRecommend, 100 Other. */
  type: 1 | 2 | 3 | 100;
  kind: 'book' | 'author';
  language: SiteLanguage;
  titleEn: string;
  titleUk: string;
  active: boolean;
  /** Book keys for kind 'book', author keys for kind 'author'. */
  items: string[];
}

export interface QuoteSeed {
  book: string;
  text: string;
  page?: number;
  chapter?: string;
  /** A reader key, or absent for a quote entered by the administration. */
  user?: string;
  isDayQuote?: boolean;
  /** QuotePriority; default 5. */
  priority?: 1 | 2 | 3 | 4 | 5 | 6;
  approved?: boolean;
  /** Why a moderator refused it (implies not approved). */
  rejectionReason?: string;
}

export interface ReaderSeed {
  key: string;
  userName: string;
  email: string;
  name: string;
  fullName: string;
  /** Gender: 1 Man, 2 Woman, 3 Other. */
  gender: 1 | 2 | 3;
  birthday: string;
  location: string;
  aboutMe: string;
  statusText: string;
  language: SiteLanguage;
  theme: 'light' | 'dark' | 'system';
  /** Genre keys the reader picked in the preference flow. */
  favouriteGenres: string[];
  /** Book languages the reader reads. */
  bookLanguages: LanguageValue[];
}

export interface RecensionSeed {
  user: string;
  book: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  spoiler?: boolean;
  approved?: boolean;
  /** Why a moderator refused it (implies not approved). */
  rejectionReason?: string;
  /** Days before now. */
  daysAgo: number;
}

/** A comment thread: `replies` answer the top comment. */
export interface CommentSeed {
  target:
    | { kind: 'recension'; user: string; book: string }
    | { kind: 'quote'; index: number }
    | { kind: 'author'; key: string }
    | { kind: 'compilation'; key: string };
  user: string;
  text: string;
  daysAgo: number;
  replies?: { user: string; text: string; daysAgo: number }[];
}

export interface ContentPageSeed {
  slug: string;
  documentType: 1 | 2;
  titleEn: string;
  titleUk: string;
  bodyEn: string;
  bodyUk: string;
}
