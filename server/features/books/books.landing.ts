import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { BookSort, SortType } from '#core/enums';
import type { BookItem, LandingInfo, LandingQuote } from '#core/schemas/books';
import type { Db } from '../../db/client';
import { books } from '../../db/schema/books';
import { categories, categoryBooks } from '../../db/schema/categories';
import { quotes } from '../../db/schema/reading';
import { topBooks } from './books.list';
import {
  authorsJson,
  bookOrder,
  itemColumns,
  pickText,
  toAuthorRefs,
  toBookItem,
  type AuthorJson,
  type ItemRow,
  type Viewer,
} from './books.sql';
import { coverLink } from './cover-links';

/** The landing page calls for the first readers (spec §1). */
export const FIRST_READERS = 100;
const LANDING_BOOKS = 12;
const LANDING_QUOTES = 6;
const SHELF_SIZE = 12;
const CATEGORY_BOOKS_MAX = 500;

function quoteColumns() {
  return {
    id: quotes.id,
    text: quotes.text,
    likes: quotes.likesCount,
    urlName: books.urlName,
    titleEn: books.titleEn,
    titleUk: books.titleUk,
    coverPath: books.coverPath,
    authors: authorsJson,
  };
}

type QuoteRow = {
  id: number;
  text: string;
  likes: number;
  urlName: string;
  titleEn: string;
  titleUk: string;
  coverPath: string | null;
  authors: AuthorJson[];
};

function toLandingQuote(viewer: Viewer, row: QuoteRow): LandingQuote {
  return {
    id: row.id,
    text: row.text,
    likes: row.likes,
    book: {
      urlName: row.urlName,
      title: pickText(viewer.language, row.titleEn, row.titleUk),
      imageLink: coverLink(row.coverPath),
    },
    authors: toAuthorRefs(viewer.language, row.authors),
  };
}

const publicQuote = and(eq(quotes.isApproved, true), eq(books.active, true));

/** `GET landing-info`: live numbers, popular books and quotes. */
export async function getLandingInfo(db: Db, viewer: Viewer): Promise<LandingInfo> {
  const [[counts], popularBooks, quoteRows] = await Promise.all([
    db
      .select({
        books: sql<number>`(select count(*)::int from books where active)`,
        readers: sql<number>`(select count(*)::int from users)`,
        recensions: sql<number>`(select count(*)::int from recensions where approved)`,
        quotes: sql<number>`(select count(*)::int from quotes where is_approved)`,
      })
      .from(sql`(select 1) as one`),
    topBooks(
      db,
      viewer,
      [eq(books.active, true)],
      LANDING_BOOKS,
      bookOrder(SortType.Popularity, undefined, viewer.language),
    ),
    db
      .select(quoteColumns())
      .from(quotes)
      .innerJoin(books, eq(books.id, quotes.bookId))
      .where(publicQuote)
      .orderBy(desc(quotes.likesCount), desc(quotes.id))
      .limit(LANDING_QUOTES),
  ]);
  return {
    booksCount: counts.books,
    readersCount: counts.readers,
    recensionsCount: counts.recensions,
    quotesCount: counts.quotes,
    readersLeft: Math.max(0, FIRST_READERS - counts.readers),
    popularBooks,
    popularQuotes: (quoteRows as QuoteRow[]).map((row) => toLandingQuote(viewer, row)),
  };
}

export interface HomeShelf {
  stateStatus: BookSort;
  items: BookItem[];
}

export interface HomeCategory {
  id: number;
  type: number;
  title: string;
  items: BookItem[];
}

export interface HomeData {
  shelves: HomeShelf[];
  categories: HomeCategory[];
  quoteOfDay: LandingQuote | null;
}

// New, just released and not released shelves show the latest first; Top the most read.
const shelfSort: Record<BookSort, number> = {
  [BookSort.New]: SortType.Date,
  [BookSort.Top]: SortType.Popularity,
  [BookSort.JustReleased]: SortType.Date,
  [BookSort.NotReleased]: SortType.Date,
};

/** The home page: a shelf per state, the book categories of the viewer's language, the quote of the day. */
export async function getHome(db: Db, viewer: Viewer): Promise<HomeData> {
  const states = Object.values(BookSort);
  const [shelfItems, categoryRows, categoryBookRows, [dayQuote]] = await Promise.all([
    Promise.all(
      states.map((state) =>
        topBooks(
          db,
          viewer,
          [eq(books.active, true), eq(books.stateStatus, state)],
          SHELF_SIZE,
          bookOrder(shelfSort[state], undefined, viewer.language),
        ),
      ),
    ),
    db
      .select({ id: categories.id, type: categories.type, titleEn: categories.titleEn, titleUk: categories.titleUk })
      .from(categories)
      .where(and(eq(categories.kind, 'book'), eq(categories.language, viewer.language), eq(categories.active, true)))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ ...itemColumns(viewer.userId), categoryId: categoryBooks.categoryId })
      .from(categoryBooks)
      .innerJoin(categories, eq(categories.id, categoryBooks.categoryId))
      .innerJoin(books, eq(books.id, categoryBooks.bookId))
      .where(
        and(
          eq(categories.kind, 'book'),
          eq(categories.language, viewer.language),
          eq(categories.active, true),
          eq(books.active, true),
        ),
      )
      .orderBy(asc(categoryBooks.categoryId), asc(categoryBooks.position), asc(books.id))
      .limit(CATEGORY_BOOKS_MAX),
    db
      .select(quoteColumns())
      .from(quotes)
      .innerJoin(books, eq(books.id, quotes.bookId))
      .where(and(publicQuote, eq(quotes.isDayQuote, true)))
      .orderBy(sql`${quotes.lastUsedAt} desc nulls last`, desc(quotes.updatedAt))
      .limit(1),
  ]);
  const booksByCategory = new Map<number, BookItem[]>();
  for (const row of categoryBookRows) {
    const list = booksByCategory.get(row.categoryId) ?? [];
    list.push(toBookItem(viewer.language, row as ItemRow));
    booksByCategory.set(row.categoryId, list);
  }
  return {
    shelves: states.map((stateStatus, index) => ({ stateStatus, items: shelfItems[index] })),
    categories: categoryRows
      .map((category) => ({
        id: category.id,
        type: category.type,
        title: pickText(viewer.language, category.titleEn, category.titleUk),
        items: booksByCategory.get(category.id) ?? [],
      }))
      .filter((category) => category.items.length > 0),
    quoteOfDay: dayQuote ? toLandingQuote(viewer, dayQuote as QuoteRow) : null,
  };
}
