import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Language } from '#core/locale';
import type { ModerationQuery, ReadingSort, RecensionAdminItem, RecensionItem } from '#core/schemas/recensions';
import type { ListResponse, PageRequest } from '#core/schemas/paging';
import type { Db } from '../../db/client';
import { listTotal, pageWithTotal } from '../../db/list-total';
import { preparedQuery, runPrepared } from '../../db/prepared';
import { books, recensionLikes, recensions, recensionSaves, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import {
  bookListShapes,
  bookRefColumns,
  markedBy,
  moderationStateOf,
  placeholderWindow,
  readBookList,
  toBookRef,
  toWriter,
  viewerIdOf,
  windowOf,
  writerColumns,
  type BookListStatements,
  type BookRefColumns,
  type PageWindow,
  type WriterColumns,
} from './reading-sql';

/** Who reads: the page's language and the caller (visibility, likes, saves, own marks). */
export interface ReadingViewer {
  language: Language;
  actor: Actor;
}

const userIdOf = (actor: Actor) => (actor.role === 'anonymous' ? null : actor.userId);
const isAdminActor = (actor: Actor) => actor.role !== 'anonymous' && actor.isAdmin;

function recensionColumns(viewerId: number | Placeholder) {
  return {
    id: recensions.id,
    userId: recensions.userId,
    rating: recensions.rating,
    title: recensions.title,
    text: recensions.text,
    spoiler: recensions.spoiler,
    addToCompleted: recensions.addToCompleted,
    link: recensions.link,
    linkName: recensions.linkName,
    approved: recensions.approved,
    rejectionReason: recensions.rejectionReason,
    moderatedAt: recensions.moderatedAt,
    likesCount: recensions.likesCount,
    savesCount: recensions.savesCount,
    commentsCount: recensions.commentsCount,
    createdAt: recensions.createdAt,
    updatedAt: recensions.updatedAt,
    isLiked: markedBy('recension_likes', 'recension_id', '"recensions"."id"', viewerId),
    isSaved: markedBy('recension_saves', 'recension_id', '"recensions"."id"', viewerId),
    ...writerColumns,
    ...bookRefColumns,
  };
}

type RecensionRow = {
  id: number;
  userId: number;
  rating: number;
  title: string;
  text: string;
  spoiler: boolean;
  addToCompleted: boolean;
  link: string | null;
  linkName: string | null;
  approved: boolean;
  rejectionReason: string | null;
  moderatedAt: Date | null;
  likesCount: number;
  savesCount: number;
  commentsCount: number;
  createdAt: Date;
  updatedAt: Date;
  isLiked: boolean;
  isSaved: boolean;
} & WriterColumns &
  BookRefColumns;

export function toRecensionItem(viewer: ReadingViewer, row: RecensionRow): RecensionItem {
  const viewerId = userIdOf(viewer.actor);
  const isMine = row.userId === viewerId;
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    spoiler: row.spoiler,
    addToCompleted: row.addToCompleted,
    link: row.link,
    linkName: row.linkName,
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
    writer: toWriter(row)!,
    book: toBookRef(viewer.language, row),
  };
}

const toAdminItem = (viewer: ReadingViewer, row: RecensionRow): RecensionAdminItem => ({
  ...toRecensionItem(viewer, row),
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
});

/** Public lists show approved recensions, and the caller's own whatever their state. */
function visibleTo(actor: Actor): SQL {
  const viewerId = userIdOf(actor);
  return viewerId === null
    ? eq(recensions.approved, true)
    : or(eq(recensions.approved, true), eq(recensions.userId, viewerId))!;
}

const orderOf = (sort: ReadingSort): SQL[] =>
  sort === 'liked'
    ? [desc(recensions.likesCount), desc(recensions.id)]
    : [desc(recensions.createdAt), desc(recensions.id)];

/** A mark table joined for the caller's saved or liked list, newest mark first. */
type MarkJoin = { table: typeof recensionLikes | typeof recensionSaves; userId: number };

interface ListQuery {
  where: SQL;
  order: SQL[];
  mark?: MarkJoin;
}

const markOn = (mark: MarkJoin) => and(eq(mark.table.recensionId, recensions.id), eq(mark.table.userId, mark.userId));

/**
 * The rows a list shows. Books and writers are left-joined: every recension has both (foreign
 * keys), so no row is lost, and PostgreSQL drops a left join the filter does not use (a book's
 * list then reads the recensions index alone).
 */
function listed<Select extends PgSelect>(select: Select, query: ListQuery) {
  const joined = select
    .leftJoin(books, eq(books.id, recensions.bookId))
    .leftJoin(users, eq(users.id, recensions.userId));
  return (query.mark ? joined.innerJoin(query.mark.table, markOn(query.mark)) : joined).where(query.where);
}

/**
 * The page's rows with every column, in the list's order. The page's ids are chosen first: the
 * caller's marks, the writer and the book's authors are then computed for those rows only, not
 * for every row the order sorts or OFFSET skips.
 */
function pageRows(db: Db, viewerId: number | Placeholder, query: ListQuery, window: PageWindow) {
  const page = listed(db.select({ pageId: recensions.id, listTotal }).from(recensions).$dynamic(), query)
    .orderBy(...query.order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  let select = db
    .select({ ...recensionColumns(viewerId), listTotal: page.listTotal })
    .from(recensions)
    .innerJoin(page, eq(page.pageId, recensions.id))
    .innerJoin(books, eq(books.id, recensions.bookId))
    .innerJoin(users, eq(users.id, recensions.userId))
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
    async () => (await runPrepared(pageRows(db, viewerId, query, windowOf(paging)))) as unknown as RecensionRow[],
    async () =>
      Number((await runPrepared(listed(db.select({ n: count() }).from(recensions).$dynamic(), query)))[0]?.n ?? 0),
  );
}

async function listOf(
  db: Db,
  viewer: ReadingViewer,
  query: ListQuery,
  paging: PageRequest,
): Promise<ListResponse<RecensionItem>> {
  const { rows, totalCount } = await pageOf(db, viewer, query, paging);
  return { items: rows.map((row) => toRecensionItem(viewer, row)), totalCount };
}

/** One shape of a book's list (reading-sql.ts, `bookListShapes`). */
function bookListStatements(sort: ReadingSort, member: boolean): BookListStatements {
  const viewerId = member ? sql.placeholder('viewerId') : viewerIdOf(null);
  const visible = member
    ? or(eq(recensions.approved, true), eq(recensions.userId, sql.placeholder('viewerId')))
    : eq(recensions.approved, true);
  const query: ListQuery = {
    where: and(eq(recensions.bookId, sql.placeholder('bookId')), visible)!,
    order: orderOf(sort),
  };
  return {
    page: preparedQuery((db) => pageRows(db, viewerId, query, placeholderWindow)),
    total: preparedQuery((db) => listed(db.select({ n: count() }).from(recensions).$dynamic(), query)),
  };
}

const bookLists = bookListShapes(bookListStatements);

/** A book's recensions (the book already resolved to an active one). */
export async function listBookRecensions(
  db: Db,
  viewer: ReadingViewer,
  bookId: number,
  paging: PageRequest,
  sort: ReadingSort,
): Promise<ListResponse<RecensionItem>> {
  const { rows, totalCount } = await readBookList<RecensionRow>(db, bookLists, {
    bookId,
    viewerId: userIdOf(viewer.actor),
    sort,
    paging,
  });
  return { items: rows.map((row) => toRecensionItem(viewer, row)), totalCount };
}

/** Recensions across the catalogue (active books). */
export const listAllRecensions = (db: Db, viewer: ReadingViewer, paging: PageRequest, sort: ReadingSort) =>
  listOf(db, viewer, { where: and(eq(books.active, true), visibleTo(viewer.actor))!, order: orderOf(sort) }, paging);

/** What one user wrote, newest first: approved ones, and all of them for the writer. */
export const listUserRecensions = (db: Db, viewer: ReadingViewer, userId: number, paging: PageRequest) =>
  listOf(
    db,
    viewer,
    {
      where: and(eq(recensions.userId, userId), eq(books.active, true), visibleTo(viewer.actor))!,
      order: orderOf('new'),
    },
    paging,
  );

/** The caller's saved or liked recensions, the latest mark first. */
export function listMarkedRecensions(
  db: Db,
  viewer: ReadingViewer,
  userId: number,
  mark: 'saved' | 'liked',
  paging: PageRequest,
) {
  const table = mark === 'saved' ? recensionSaves : recensionLikes;
  return listOf(
    db,
    viewer,
    {
      where: and(eq(books.active, true), visibleTo(viewer.actor))!,
      order: [desc(table.createdAt), desc(recensions.id)],
      mark: { table, userId },
    },
    paging,
  );
}

/** One recension with its book and writer, or null. */
export async function findRecension(db: Db, viewer: ReadingViewer, id: number): Promise<RecensionRow | null> {
  const [row] = await db
    .select(recensionColumns(viewerIdOf(userIdOf(viewer.actor))))
    .from(recensions)
    .innerJoin(books, eq(books.id, recensions.bookId))
    .innerJoin(users, eq(users.id, recensions.userId))
    .where(eq(recensions.id, id))
    .limit(1);
  return (row as unknown as RecensionRow | undefined) ?? null;
}

export async function readRecension(db: Db, viewer: ReadingViewer, id: number): Promise<RecensionRow> {
  const row = await findRecension(db, viewer, id);
  if (!row) throw notFound();
  return row;
}

export const toAdminRecension = toAdminItem;

/** `%text%` for ILIKE, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const stateFilter: Record<ModerationQuery['state'], SQL | undefined> = {
  waiting: and(eq(recensions.approved, false), isNull(recensions.rejectionReason)),
  approved: eq(recensions.approved, true),
  rejected: and(eq(recensions.approved, false), isNotNull(recensions.rejectionReason)),
  all: undefined,
};

/** The moderation queue: waiting ones oldest first (first come, first checked), the others latest first. */
export async function listRecensionsForModeration(
  db: Db,
  viewer: ReadingViewer,
  query: ModerationQuery,
): Promise<ListResponse<RecensionAdminItem>> {
  const search = query.search
    ? or(
        ilike(recensions.title, containing(query.search)),
        ilike(recensions.text, containing(query.search)),
        ilike(users.userName, containing(query.search)),
        ilike(books.titleEn, containing(query.search)),
        ilike(books.titleUk, containing(query.search)),
      )
    : undefined;
  const where = and(stateFilter[query.state], search) ?? sql`true`;
  const order =
    query.state === 'waiting'
      ? [asc(recensions.updatedAt), asc(recensions.id)]
      : [desc(recensions.updatedAt), desc(recensions.id)];
  const { rows, totalCount } = await pageOf(db, viewer, { where, order }, query);
  return { items: rows.map((row) => toAdminItem(viewer, row)), totalCount };
}
