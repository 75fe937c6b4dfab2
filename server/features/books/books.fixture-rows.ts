import { toSearchKey } from '#core/search/search-key';
import { slugify } from '#core/slug';
import type { Db } from '../../db/client';
import {
  bookAuthors,
  bookCompilations,
  bookGenres,
  bookIllustrators,
  bookSeries,
  bookTags,
  bookTranslators,
} from '../../db/schema/book-links';
import { bookFiles, bookLanguages, books } from '../../db/schema/books';
import { authors, illustrators, translators } from '../../db/schema/people';
import { quotes } from '../../db/schema/reading';
import { compilations, genres, publishers, series, tags } from '../../db/schema/taxonomy';

/*
 * Small catalogue builders for tests: insert rows and links through Drizzle, nothing else.
 * Counters (readersCount, ratingAvg, booksCount) are written as given, as the services keep them.
 */

interface Named {
  en: string;
  uk?: string;
  urlName?: string;
  active?: boolean;
}

const base = (named: Named) => ({
  urlName: named.urlName ?? slugify(named.en),
  active: named.active ?? true,
  searchKey: toSearchKey(named.en, named.uk ?? ''),
});

export async function insertAuthor(db: Db, named: Named) {
  const [row] = await db
    .insert(authors)
    .values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export async function insertGenre(db: Db, named: Named) {
  const [row] = await db
    .insert(genres)
    .values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export async function insertTag(db: Db, named: Named) {
  const [row] = await db
    .insert(tags)
    .values({ tagEn: named.en, tagUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export async function insertPublisher(db: Db, named: Named) {
  const [row] = await db
    .insert(publishers)
    .values({ titleEn: named.en, titleUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export async function insertSeries(db: Db, named: Named) {
  const [row] = await db
    .insert(series)
    .values({ titleEn: named.en, titleUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export async function insertCompilation(db: Db, named: Named) {
  const [row] = await db
    .insert(compilations)
    .values({ titleEn: named.en, titleUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export async function insertTranslator(db: Db, named: Named) {
  const [row] = await db
    .insert(translators)
    .values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export async function insertIllustrator(db: Db, named: Named) {
  const [row] = await db
    .insert(illustrators)
    .values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) })
    .returning();
  return row;
}

export interface BookInput {
  titleEn: string;
  titleUk?: string;
  subtitleEn?: string;
  subtitleUk?: string;
  descriptionEn?: string;
  descriptionUk?: string;
  urlName?: string;
  active?: boolean;
  kind?: number;
  year?: number;
  firstYear?: number;
  pages?: number;
  format?: number;
  isbn?: string;
  ageRestriction?: number;
  originalTitle?: string;
  stateStatus?: number;
  readersCount?: number;
  ratingAvg?: number;
  ratingsCount?: number;
  coverPath?: string;
  publisherId?: number;
  ownerUserId?: number;
  createdAt?: Date;
  authors?: number[];
  genres?: number[];
  tags?: number[];
  languages?: number[];
  translators?: number[];
  illustrators?: number[];
  series?: { id: number; position: number }[];
  compilations?: { id: number; position: number }[];
  files?: { format: number; path: string; size: number }[];
}

/** Inserts a book and its links. */
export async function insertBook(db: Db, input: BookInput) {
  const [book] = await db
    .insert(books)
    .values({
      titleEn: input.titleEn,
      titleUk: input.titleUk ?? '',
      subtitleEn: input.subtitleEn ?? '',
      subtitleUk: input.subtitleUk ?? '',
      descriptionEn: input.descriptionEn ?? '',
      descriptionUk: input.descriptionUk ?? '',
      urlName: input.urlName ?? slugify(input.titleEn),
      active: input.active ?? true,
      kind: input.kind ?? 1,
      year: input.year,
      firstYear: input.firstYear,
      pages: input.pages,
      format: input.format,
      isbn: input.isbn,
      ageRestriction: input.ageRestriction,
      originalTitle: input.originalTitle,
      stateStatus: input.stateStatus,
      readersCount: input.readersCount ?? 0,
      ratingAvg: input.ratingAvg ?? 0,
      ratingsCount: input.ratingsCount ?? 0,
      coverPath: input.coverPath,
      publisherId: input.publisherId,
      ownerUserId: input.ownerUserId,
      createdAt: input.createdAt,
      searchKey: toSearchKey(input.titleEn, input.titleUk ?? ''),
    })
    .returning();
  const bookId = book.id;
  const links: Promise<unknown>[] = [];
  if (input.authors?.length)
    links.push(
      db.insert(bookAuthors).values(input.authors.map((authorId, position) => ({ bookId, authorId, position }))),
    );
  if (input.genres?.length)
    links.push(db.insert(bookGenres).values(input.genres.map((genreId) => ({ bookId, genreId }))));
  if (input.tags?.length) links.push(db.insert(bookTags).values(input.tags.map((tagId) => ({ bookId, tagId }))));
  if (input.languages?.length)
    links.push(db.insert(bookLanguages).values(input.languages.map((language) => ({ bookId, language }))));
  if (input.translators?.length)
    links.push(
      db
        .insert(bookTranslators)
        .values(input.translators.map((translatorId, position) => ({ bookId, translatorId, position }))),
    );
  if (input.illustrators?.length)
    links.push(
      db
        .insert(bookIllustrators)
        .values(input.illustrators.map((illustratorId, position) => ({ bookId, illustratorId, position }))),
    );
  if (input.series?.length)
    links.push(
      db
        .insert(bookSeries)
        .values(input.series.map((item) => ({ bookId, seriesId: item.id, position: item.position }))),
    );
  if (input.compilations?.length)
    links.push(
      db
        .insert(bookCompilations)
        .values(input.compilations.map((item) => ({ bookId, compilationId: item.id, position: item.position }))),
    );
  if (input.files?.length) links.push(db.insert(bookFiles).values(input.files.map((file) => ({ bookId, ...file }))));
  await Promise.all(links);
  return book;
}

export async function insertQuote(
  db: Db,
  input: {
    bookId: number;
    text: string;
    likesCount?: number;
    isApproved?: boolean;
    isDayQuote?: boolean;
    userId?: number;
  },
) {
  const [row] = await db
    .insert(quotes)
    .values({
      bookId: input.bookId,
      text: input.text,
      likesCount: input.likesCount ?? 0,
      isApproved: input.isApproved ?? true,
      isDayQuote: input.isDayQuote ?? false,
      userId: input.userId,
    })
    .returning();
  return row;
}
