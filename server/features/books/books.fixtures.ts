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
  const [row] = await db.insert(authors).values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) }).returning();
  return row;
}

export async function insertGenre(db: Db, named: Named) {
  const [row] = await db.insert(genres).values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) }).returning();
  return row;
}

export async function insertTag(db: Db, named: Named) {
  const [row] = await db.insert(tags).values({ tagEn: named.en, tagUk: named.uk ?? '', ...base(named) }).returning();
  return row;
}

export async function insertPublisher(db: Db, named: Named) {
  const [row] = await db.insert(publishers).values({ titleEn: named.en, titleUk: named.uk ?? '', ...base(named) }).returning();
  return row;
}

export async function insertSeries(db: Db, named: Named) {
  const [row] = await db.insert(series).values({ titleEn: named.en, titleUk: named.uk ?? '', ...base(named) }).returning();
  return row;
}

export async function insertCompilation(db: Db, named: Named) {
  const [row] = await db.insert(compilations).values({ titleEn: named.en, titleUk: named.uk ?? '', ...base(named) }).returning();
  return row;
}

export async function insertTranslator(db: Db, named: Named) {
  const [row] = await db.insert(translators).values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) }).returning();
  return row;
}

export async function insertIllustrator(db: Db, named: Named) {
  const [row] = await db.insert(illustrators).values({ nameEn: named.en, nameUk: named.uk ?? '', ...base(named) }).returning();
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
    links.push(db.insert(bookAuthors).values(input.authors.map((authorId, position) => ({ bookId, authorId, position }))));
  if (input.genres?.length) links.push(db.insert(bookGenres).values(input.genres.map((genreId) => ({ bookId, genreId }))));
  if (input.tags?.length) links.push(db.insert(bookTags).values(input.tags.map((tagId) => ({ bookId, tagId }))));
  if (input.languages?.length)
    links.push(db.insert(bookLanguages).values(input.languages.map((language) => ({ bookId, language }))));
  if (input.translators?.length)
    links.push(db.insert(bookTranslators).values(input.translators.map((translatorId, position) => ({ bookId, translatorId, position }))));
  if (input.illustrators?.length)
    links.push(db.insert(bookIllustrators).values(input.illustrators.map((illustratorId, position) => ({ bookId, illustratorId, position }))));
  if (input.series?.length)
    links.push(db.insert(bookSeries).values(input.series.map((item) => ({ bookId, seriesId: item.id, position: item.position }))));
  if (input.compilations?.length)
    links.push(
      db.insert(bookCompilations).values(input.compilations.map((item) => ({ bookId, compilationId: item.id, position: item.position }))),
    );
  if (input.files?.length) links.push(db.insert(bookFiles).values(input.files.map((file) => ({ bookId, ...file }))));
  await Promise.all(links);
  return book;
}

export async function insertQuote(
  db: Db,
  input: { bookId: number; text: string; likesCount?: number; isApproved?: boolean; isDayQuote?: boolean; userId?: number },
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

const days = (count: number) => new Date(Date.UTC(2024, 0, 1) + count * 86_400_000);

/**
 * A small bilingual catalogue: Ukrainian classics, a manga and a comics, plus inactive rows
 * that must never show (a hidden book that would top every list, and a hidden author, genre,
 * tag and publisher linked to a visible book).
 */
export async function buildBooksFixture(db: Db) {
  const shevchenko = await insertAuthor(db, { en: 'Taras Shevchenko', uk: 'Тарас Шевченко' });
  const franko = await insertAuthor(db, { en: 'Ivan Franko', uk: 'Іван Франко' });
  const mangaka = await insertAuthor(db, { en: 'Aiko Tanaka' });
  const hiddenAuthor = await insertAuthor(db, { en: 'Hidden Author', uk: 'Прихований автор', active: false });
  const poetry = await insertGenre(db, { en: 'Poetry', uk: 'Поезія' });
  const novel = await insertGenre(db, { en: 'Novel', uk: 'Роман' });
  const hiddenGenre = await insertGenre(db, { en: 'Hidden Genre', active: false });
  const classic = await insertTag(db, { en: 'Classic', uk: 'Класика' });
  const hiddenTag = await insertTag(db, { en: 'Hidden Tag', active: false });
  const oldLion = await insertPublisher(db, { en: 'Old Lion', uk: 'Видавництво Старого Лева', urlName: 'old-lion' });
  const hiddenPublisher = await insertPublisher(db, { en: 'Hidden Press', active: false });
  const cycle = await insertSeries(db, { en: 'Great Poems', uk: 'Великі поеми' });
  const school = await insertCompilation(db, { en: 'School Classics', uk: 'Шкільна класика' });
  const translator = await insertTranslator(db, { en: 'Vera Rich', uk: 'Віра Річ' });
  const illustrator = await insertIllustrator(db, { en: 'Heorhii Narbut', uk: 'Георгій Нарбут' });

  const kobzar = await insertBook(db, {
    titleEn: 'Kobzar',
    titleUk: 'Кобзар',
    subtitleEn: 'Poems',
    subtitleUk: 'Поезії',
    descriptionEn: 'The collection of poems that shaped Ukrainian literature.',
    descriptionUk: 'Збірка поезій, що сформувала українську літературу.',
    urlName: 'kobzar',
    year: 1840,
    firstYear: 1840,
    pages: 320,
    format: 1,
    isbn: '9789660000001',
    ageRestriction: 12,
    originalTitle: 'Кобзар',
    stateStatus: 2,
    readersCount: 500,
    ratingAvg: 4.8,
    ratingsCount: 40,
    coverPath: 'covers/kobzar.webp',
    publisherId: oldLion.id,
    createdAt: days(1),
    authors: [shevchenko.id, hiddenAuthor.id],
    genres: [poetry.id, hiddenGenre.id],
    tags: [classic.id, hiddenTag.id],
    languages: [3, 1],
    translators: [translator.id],
    illustrators: [illustrator.id],
    series: [{ id: cycle.id, position: 1 }],
    compilations: [{ id: school.id, position: 2 }],
  });
  const berkut = await insertBook(db, {
    titleEn: 'Zakhar Berkut',
    titleUk: 'Захар Беркут',
    urlName: 'zakhar-berkut',
    year: 1883,
    pages: 240,
    stateStatus: 1,
    readersCount: 300,
    ratingAvg: 4.2,
    ratingsCount: 10,
    publisherId: hiddenPublisher.id,
    createdAt: days(5),
    authors: [franko.id],
    genres: [novel.id],
    tags: [classic.id],
    languages: [3],
  });
  const moses = await insertBook(db, {
    titleEn: 'Moses',
    titleUk: 'Мойсей',
    urlName: 'moses',
    year: 1905,
    stateStatus: 3,
    readersCount: 100,
    ratingAvg: 4.5,
    ratingsCount: 5,
    createdAt: days(3),
    authors: [franko.id],
    genres: [poetry.id],
    languages: [1, 4],
    series: [{ id: cycle.id, position: 2 }],
    compilations: [{ id: school.id, position: 1 }],
  });
  const manga = await insertBook(db, {
    titleEn: 'Shadow Blossom',
    urlName: 'shadow-blossom',
    kind: 2,
    year: 2020,
    stateStatus: 4,
    readersCount: 50,
    ratingAvg: 3.9,
    ratingsCount: 3,
    createdAt: days(9),
    authors: [mangaka.id],
    genres: [novel.id],
    languages: [1],
  });
  const comics = await insertBook(db, {
    titleEn: 'Hero Comics',
    titleUk: 'Комікс про героя',
    urlName: 'hero-comics',
    kind: 3,
    year: 2015,
    readersCount: 20,
    createdAt: days(7),
    languages: [1],
  });
  const numeric = await insertBook(db, { titleEn: '1984', urlName: '1984', year: 1949, readersCount: 0, createdAt: days(2) });
  const hidden = await insertBook(db, {
    titleEn: 'Hidden Book',
    urlName: 'hidden-book',
    active: false,
    readersCount: 10_000,
    ratingAvg: 5,
    stateStatus: 2,
    createdAt: days(20),
    authors: [shevchenko.id],
    genres: [poetry.id],
    tags: [classic.id],
    languages: [3],
    series: [{ id: cycle.id, position: 3 }],
    compilations: [{ id: school.id, position: 0 }],
  });
  return {
    authors: { shevchenko, franko, mangaka, hiddenAuthor },
    genres: { poetry, novel, hiddenGenre },
    tags: { classic, hiddenTag },
    publishers: { oldLion, hiddenPublisher },
    series: { cycle },
    compilations: { school },
    translator,
    illustrator,
    books: { kobzar, berkut, moses, manga, comics, numeric, hidden },
  };
}

export type BooksFixture = Awaited<ReturnType<typeof buildBooksFixture>>;

/** `count` more active books, each with the given authors (for paging and query-count tests). */
export async function insertFillerBooks(db: Db, count: number, authorIds: number[]) {
  const rows = await db
    .insert(books)
    .values(
      Array.from({ length: count }, (_, index) => ({
        titleEn: `Filler ${String(index + 1).padStart(3, '0')}`,
        urlName: `filler-${index + 1}`,
        readersCount: 1,
      })),
    )
    .returning({ id: books.id });
  if (authorIds.length)
    await db.insert(bookAuthors).values(rows.flatMap((row) => authorIds.map((authorId, position) => ({ bookId: row.id, authorId, position }))));
  return rows.map((row) => row.id);
}
