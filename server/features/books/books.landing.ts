import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { BookSort, SortType } from '#core/enums';
import { homeShelfFilter, type BookItem, type LandingInfo, type LandingQuote } from '#core/schemas/books';
import type { Db } from '../../db/client';
import { books } from '../../db/schema/books';
import { categories, categoryAuthors, categoryBooks } from '../../db/schema/categories';
import { authors } from '../../db/schema/people';
import { quotes } from '../../db/schema/reading';
import { currentDayQuoteId } from '../quotes/quote-of-the-day';
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
import { fileLink } from '../search/search-sql';

/** The landing page calls for the first readers (spec §1). */
export const FIRST_READERS = 100;
const LANDING_BOOKS = 12;
const LANDING_QUOTES = 6;
// Rows of all the home categories together: one active category per kind and type (spec §5), each
// holding at most CATEGORY_ITEMS_MAX members.
const CATEGORY_MEMBERS_MAX = 500;

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

/** The quote of the day as the landing and /home show it (quotes/quote-of-the-day.ts picks it). */
export async function quoteOfTheDay(db: Db, viewer: Viewer): Promise<LandingQuote | null> {
  const id = await currentDayQuoteId(db);
  if (id === null) return null;
  const [row] = await db
    .select(quoteColumns())
    .from(quotes)
    .innerJoin(books, eq(books.id, quotes.bookId))
    .where(and(publicQuote, eq(quotes.id, id)))
    .limit(1);
  return row ? toLandingQuote(viewer, row as QuoteRow) : null;
}

/** `GET landing-info`: live numbers, popular books and quotes. */
export async function getLandingInfo(db: Db, viewer: Viewer): Promise<LandingInfo> {
  const [[counts], popularBooks, quoteRows, quoteOfDay] = await Promise.all([
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
    quoteOfTheDay(db, viewer),
  ]);
  return {
    booksCount: counts.books,
    readersCount: counts.readers,
    recensionsCount: counts.recensions,
    quotesCount: counts.quotes,
    readersLeft: Math.max(0, FIRST_READERS - counts.readers),
    popularBooks,
    popularQuotes: (quoteRows as QuoteRow[]).map((row) => toLandingQuote(viewer, row)),
    quoteOfDay,
  };
}

export interface HomeShelf {
  stateStatus: BookSort;
  items: BookItem[];
}

/** An author of a home category: the card links to the author page. */
export interface HomeAuthor {
  urlName: string;
  name: string;
  imageLink: string | null;
  booksCount: number;
}

/** A home shelf an administrator keeps: a category's books or authors, in its order. */
export type HomeCategory =
  | { id: number; kind: 'book'; type: number; title: string; items: BookItem[] }
  | { id: number; kind: 'author'; type: number; title: string; items: HomeAuthor[] };

export interface HomeData {
  shelves: HomeShelf[];
  categories: HomeCategory[];
  quoteOfDay: LandingQuote | null;
}

/**
 * The home page: the active categories of the viewer's language in their order (book and author
 * shelves an administrator keeps, spec §5), a shelf per book state, the quote of the day.
 */
export async function getHome(db: Db, viewer: Viewer): Promise<HomeData> {
  const states = Object.values(BookSort);
  const activeHere = and(eq(categories.language, viewer.language), eq(categories.active, true));
  const [shelfItems, categoryRows, categoryBookRows, categoryAuthorRows, quoteOfDay] = await Promise.all([
    Promise.all(
      states.map((state) => {
        const shelf = homeShelfFilter(state);
        return topBooks(
          db,
          viewer,
          [eq(books.active, true), eq(books.stateStatus, state)],
          shelf.pageSize,
          bookOrder(shelf.sortType, undefined, viewer.language),
        );
      }),
    ),
    db
      .select({
        id: categories.id,
        kind: categories.kind,
        type: categories.type,
        titleEn: categories.titleEn,
        titleUk: categories.titleUk,
      })
      .from(categories)
      .where(activeHere)
      .orderBy(asc(categories.position), asc(categories.type), asc(categories.id)),
    db
      .select({ ...itemColumns(viewer.userId), categoryId: categoryBooks.categoryId })
      .from(categoryBooks)
      .innerJoin(categories, eq(categories.id, categoryBooks.categoryId))
      .innerJoin(books, eq(books.id, categoryBooks.bookId))
      .where(and(eq(categories.kind, 'book'), activeHere, eq(books.active, true)))
      .orderBy(asc(categoryBooks.categoryId), asc(categoryBooks.position), asc(books.id))
      .limit(CATEGORY_MEMBERS_MAX),
    db
      .select({
        categoryId: categoryAuthors.categoryId,
        urlName: authors.urlName,
        nameEn: authors.nameEn,
        nameUk: authors.nameUk,
        imageLink: authors.imageLink,
        booksCount: authors.booksCount,
      })
      .from(categoryAuthors)
      .innerJoin(categories, eq(categories.id, categoryAuthors.categoryId))
      .innerJoin(authors, eq(authors.id, categoryAuthors.authorId))
      .where(and(eq(categories.kind, 'author'), activeHere, eq(authors.active, true)))
      .orderBy(asc(categoryAuthors.categoryId), asc(categoryAuthors.position), asc(authors.id))
      .limit(CATEGORY_MEMBERS_MAX),
    quoteOfTheDay(db, viewer),
  ]);
  const booksByCategory = groupBy(categoryBookRows, (row) => toBookItem(viewer.language, row as ItemRow));
  const authorsByCategory = groupBy(categoryAuthorRows, (row) => ({
    urlName: row.urlName,
    name: pickText(viewer.language, row.nameEn, row.nameUk),
    imageLink: fileLink(row.imageLink),
    booksCount: row.booksCount,
  }));
  const homeCategories: HomeCategory[] = categoryRows.map((category) => {
    const shelf = {
      id: category.id,
      type: category.type,
      title: pickText(viewer.language, category.titleEn, category.titleUk),
    };
    return category.kind === 'author'
      ? { ...shelf, kind: 'author', items: authorsByCategory.get(category.id) ?? [] }
      : { ...shelf, kind: 'book', items: booksByCategory.get(category.id) ?? [] };
  });
  return {
    shelves: states.map((stateStatus, index) => ({ stateStatus, items: shelfItems[index] })),
    categories: homeCategories.filter((category) => category.items.length > 0),
    quoteOfDay,
  };
}

/** Rows of several categories, each category's in their order. */
function groupBy<Row extends { categoryId: number }, Item>(rows: Row[], toItem: (row: Row) => Item) {
  const grouped = new Map<number, Item[]>();
  for (const row of rows) {
    const list = grouped.get(row.categoryId) ?? [];
    list.push(toItem(row));
    grouped.set(row.categoryId, list);
  }
  return grouped;
}
