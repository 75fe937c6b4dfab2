import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListResponse, PageRequest } from '#core/schemas/paging';
import type { QuoteAdminItem, QuoteItem } from '#core/schemas/quotes';
import type { ModerationQuery, ReadingSort } from '#core/schemas/recensions';
import type { Db } from '../../db/client';
import { listTotal, pageWithTotal } from '../../db/list-total';
import { preparedQuery, runPrepared } from '../../db/prepared';
import { books, quoteLikes, quotes, quoteSaves, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import {
  bookRefColumns,
  markedBy,
  moderationStateOf,
  bookListShapes,
  readBookList,
  placeholderWindow,
  toBookRef,
  toWriter,
  viewerIdOf,
  windowOf,
  writerColumns,
  type BookListStatements,
  type BookRefColumns,
  type PageWindow,
  type WriterColumns,
} from '../recensions/reading-sql';
import { containing, type ReadingViewer } from '../recensions/recensions.read';

const userIdOf = (actor: Actor) => (actor.role === 'anonymous' ? null : actor.userId);
const isAdminActor = (actor: Actor) => actor.role !== 'anonymous' && actor.isAdmin;

function quoteColumns(viewerId: number | Placeholder) {
  return {
    id: quotes.id,
    userId: quotes.userId,
    text: quotes.text,
    page: quotes.page,
    chapter: quotes.chapter,
    approved: quotes.isApproved,
    rejectionReason: quotes.rejectionReason,
    moderatedAt: quotes.moderatedAt,
    priority: quotes.priority,
    lastUsedAt: quotes.lastUsedAt,
    isDayQuote: quotes.isDayQuote,
    likesCount: quotes.likesCount,
    savesCount: quotes.savesCount,
    commentsCount: quotes.commentsCount,
    createdAt: quotes.createdAt,
    updatedAt: quotes.updatedAt,
    isLiked: markedBy('quote_likes', 'quote_id', '"quotes"."id"', viewerId),
    isSaved: markedBy('quote_saves', 'quote_id', '"quotes"."id"', viewerId),
    ...writerColumns,
    ...bookRefColumns,
  };
}

export type QuoteRow = {
  id: number;
  userId: number | null;
  text: string;
  page: number | null;
  chapter: string | null;
  approved: boolean;
  rejectionReason: string | null;
  moderatedAt: Date | null;
  priority: number;
  lastUsedAt: Date | null;
  isDayQuote: boolean;
  likesCount: number;
  savesCount: number;
  commentsCount: number;
  createdAt: Date;
  updatedAt: Date;
  isLiked: boolean;
  isSaved: boolean;
} & WriterColumns &
  BookRefColumns;

export function toQuoteItem(viewer: ReadingViewer, row: QuoteRow): QuoteItem {
  const viewerId = userIdOf(viewer.actor);
  const isMine = row.userId !== null && row.userId === viewerId;
  return {
    id: row.id,
    text: row.text,
    page: row.page,
    chapter: row.chapter,
    state: moderationStateOf(row.approved, row.rejectionReason),
    rejectionReason: isMine || isAdminActor(viewer.actor) ? row.rejectionReason : null,
    likesCount: row.likesCount,
    savesCount: row.savesCount,
    commentsCount: row.commentsCount,
    isLiked: !!row.isLiked,
    isSaved: !!row.isSaved,
    isMine,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    writer: toWriter(row),
    book: toBookRef(viewer.language, row),
  };
}

export const toAdminQuote = (viewer: ReadingViewer, row: QuoteRow): QuoteAdminItem => ({
  ...toQuoteItem(viewer, row),
  priority: row.priority,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  isDayQuote: row.isDayQuote,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
});

/** Public lists show approved quotes, and the caller's own whatever their state. */
function visibleTo(actor: Actor): SQL {
  const viewerId = userIdOf(actor);
  return viewerId === null
    ? eq(quotes.isApproved, true)
    : or(eq(quotes.isApproved, true), eq(quotes.userId, viewerId))!;
}

const orderOf = (sort: ReadingSort): SQL[] =>
  sort === 'liked' ? [desc(quotes.likesCount), desc(quotes.id)] : [desc(quotes.createdAt), desc(quotes.id)];

/** A mark table joined for the caller's saved or liked list, newest mark first. */
type MarkJoin = { table: typeof quoteLikes | typeof quoteSaves; userId: number };

interface ListQuery {
  where: SQL;
  order: SQL[];
  mark?: MarkJoin;
}

const markOn = (mark: MarkJoin) => and(eq(mark.table.quoteId, quotes.id), eq(mark.table.userId, mark.userId));

/**
 * The rows a list shows. Books and writers are left-joined: every quote has its book (a foreign
 * key) and may have no writer, so no row is lost, and PostgreSQL drops a left join the filter does
 * not use (a book's list then reads the quotes index alone).
 */
function listed<Select extends PgSelect>(select: Select, query: ListQuery) {
  const joined = select.leftJoin(books, eq(books.id, quotes.bookId)).leftJoin(users, eq(users.id, quotes.userId));
  return (query.mark ? joined.innerJoin(query.mark.table, markOn(query.mark)) : joined).where(query.where);
}

/**
 * The page's rows with every column, in the list's order. The page's ids are chosen first: the
 * caller's marks, the writer and the book's authors are then computed for those rows only, not
 * for every row the order sorts or OFFSET skips.
 */
function pageRows(db: Db, viewerId: number | Placeholder, query: ListQuery, window: PageWindow) {
  const page = listed(db.select({ pageId: quotes.id, listTotal }).from(quotes).$dynamic(), query)
    .orderBy(...query.order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  let select = db
    .select({ ...quoteColumns(viewerId), listTotal: page.listTotal })
    .from(quotes)
    .innerJoin(page, eq(page.pageId, quotes.id))
    .innerJoin(books, eq(books.id, quotes.bookId))
    .leftJoin(users, eq(users.id, quotes.userId))
    .$dynamic();
  // The marked lists order by the mark's time.
  if (query.mark) select = select.innerJoin(query.mark.table, markOn(query.mark));
  return select.orderBy(...query.order);
}

/** One page and its total: one prepared statement whatever the page size (list-total.ts). */
function pageOf(db: Db, viewer: ReadingViewer, query: ListQuery, paging: PageRequest) {
  const viewerId = viewerIdOf(userIdOf(viewer.actor));
  return pageWithTotal(
    paging,
    async () => (await runPrepared(pageRows(db, viewerId, query, windowOf(paging)))) as unknown as QuoteRow[],
    async () =>
      Number((await runPrepared(listed(db.select({ n: count() }).from(quotes).$dynamic(), query)))[0]?.n ?? 0),
  );
}

async function listOf(
  db: Db,
  viewer: ReadingViewer,
  query: ListQuery,
  paging: PageRequest,
): Promise<ListResponse<QuoteItem>> {
  const { rows, totalCount } = await pageOf(db, viewer, query, paging);
  return { items: rows.map((row) => toQuoteItem(viewer, row)), totalCount };
}

/** One shape of a book's list (reading-sql.ts, `bookListShapes`). */
function bookListStatements(sort: ReadingSort, member: boolean): BookListStatements {
  const viewerId = member ? sql.placeholder('viewerId') : viewerIdOf(null);
  const visible = member
    ? or(eq(quotes.isApproved, true), eq(quotes.userId, sql.placeholder('viewerId')))
    : eq(quotes.isApproved, true);
  const query: ListQuery = { where: and(eq(quotes.bookId, sql.placeholder('bookId')), visible)!, order: orderOf(sort) };
  return {
    page: preparedQuery((db) => pageRows(db, viewerId, query, placeholderWindow)),
    total: preparedQuery((db) => listed(db.select({ n: count() }).from(quotes).$dynamic(), query)),
  };
}

const bookLists = bookListShapes(bookListStatements);

/** A book's quotes (the book already resolved to an active one). */
export async function listBookQuotes(
  db: Db,
  viewer: ReadingViewer,
  bookId: number,
  paging: PageRequest,
  sort: ReadingSort,
): Promise<ListResponse<QuoteItem>> {
  const { rows, totalCount } = await readBookList<QuoteRow>(db, bookLists, {
    bookId,
    viewerId: userIdOf(viewer.actor),
    sort,
    paging,
  });
  return { items: rows.map((row) => toQuoteItem(viewer, row)), totalCount };
}

export const listAllQuotes = (db: Db, viewer: ReadingViewer, paging: PageRequest, sort: ReadingSort) =>
  listOf(db, viewer, { where: and(eq(books.active, true), visibleTo(viewer.actor))!, order: orderOf(sort) }, paging);

export const listUserQuotes = (db: Db, viewer: ReadingViewer, userId: number, paging: PageRequest) =>
  listOf(
    db,
    viewer,
    { where: and(eq(quotes.userId, userId), eq(books.active, true), visibleTo(viewer.actor))!, order: orderOf('new') },
    paging,
  );

export function listMarkedQuotes(
  db: Db,
  viewer: ReadingViewer,
  userId: number,
  mark: 'saved' | 'liked',
  paging: PageRequest,
) {
  const table = mark === 'saved' ? quoteSaves : quoteLikes;
  return listOf(
    db,
    viewer,
    {
      where: and(eq(books.active, true), visibleTo(viewer.actor))!,
      order: [desc(table.createdAt), desc(quotes.id)],
      mark: { table, userId },
    },
    paging,
  );
}

export async function readQuote(db: Db, viewer: ReadingViewer, id: number): Promise<QuoteRow> {
  const [row] = await db
    .select(quoteColumns(viewerIdOf(userIdOf(viewer.actor))))
    .from(quotes)
    .innerJoin(books, eq(books.id, quotes.bookId))
    .leftJoin(users, eq(users.id, quotes.userId))
    .where(eq(quotes.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row as unknown as QuoteRow;
}

const stateFilter: Record<ModerationQuery['state'], SQL | undefined> = {
  waiting: and(eq(quotes.isApproved, false), isNull(quotes.rejectionReason)),
  approved: eq(quotes.isApproved, true),
  rejected: and(eq(quotes.isApproved, false), isNotNull(quotes.rejectionReason)),
  all: undefined,
};

/** The administration's list: waiting ones oldest first, the others latest first. */
export async function listQuotesForModeration(
  db: Db,
  viewer: ReadingViewer,
  query: ModerationQuery,
): Promise<ListResponse<QuoteAdminItem>> {
  const search = query.search
    ? or(
        ilike(quotes.text, containing(query.search)),
        ilike(quotes.chapter, containing(query.search)),
        ilike(users.userName, containing(query.search)),
        ilike(books.titleEn, containing(query.search)),
        ilike(books.titleUk, containing(query.search)),
      )
    : undefined;
  const where = and(stateFilter[query.state], search) ?? sql`true`;
  const order =
    query.state === 'waiting' ? [asc(quotes.updatedAt), asc(quotes.id)] : [desc(quotes.updatedAt), desc(quotes.id)];
  const { rows, totalCount } = await pageOf(db, viewer, { where, order }, query);
  return { items: rows.map((row) => toAdminQuote(viewer, row)), totalCount };
}
