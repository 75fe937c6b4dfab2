import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Language } from '#core/locale';
import type { ListResponse, PageRequest } from '#core/schemas/paging';
import type { ModerationQuery, ReadingSort } from '#core/schemas/recensions';
import type { Db } from '../../db/client';
import { listTotal, pageWithTotal } from '../../db/list-total';
import { preparedQuery, runPrepared } from '../../db/prepared';
import {
  books,
  quoteLikes,
  quotes,
  quoteSaves,
  recensionLikes,
  recensions,
  recensionSaves,
  users,
} from '../../db/schema';
import { userIdOf, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import {
  bookListShapes,
  bookRefColumns,
  markedBy,
  moderationStateOf,
  placeholderWindow,
  readBookList,
  toBookRef,
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

const isAdminActor = (actor: Actor) => actor.role !== 'anonymous' && actor.isAdmin;

/** A like or save table, with its column naming the item. */
interface MarkTable {
  table: typeof recensionLikes | typeof recensionSaves | typeof quoteLikes | typeof quoteSaves;
  itemId: PgColumn;
}

/** What the lists of recensions and of quotes differ in. */
export interface ReadingKind<Row extends ReadingRow, Item, AdminItem> {
  table: typeof recensions | typeof quotes;
  approved: typeof recensions.approved | typeof quotes.isApproved;
  marks: Record<'liked' | 'saved', MarkTable>;
  /** The item column of the mark tables as the `exists` checks spell it, e.g. `quote_id`. */
  markColumn: string;
  /** Every recension has its writer (joined inner); a quote entered by the administration has none (left). */
  writerRequired: boolean;
  /** The kind's own columns, selected beside those every row has. */
  ownColumns: SelectedFields;
  /** The own columns a moderator's search looks in, beside the writer's name and the book's titles. */
  searched: PgColumn[];
  toItem(viewer: ReadingViewer, row: Row): Item;
  toAdminItem(viewer: ReadingViewer, row: Row): AdminItem;
}

/** The columns every recension and quote row has. */
export type ReadingRow = {
  id: number;
  userId: number | null;
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

/** The fields of an item every kind shows alike: its state, counters, the caller's marks, dates and book. */
export function readingItemFields(viewer: ReadingViewer, row: ReadingRow) {
  const isMine = row.userId !== null && row.userId === userIdOf(viewer.actor);
  return {
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
    book: toBookRef(viewer.language, row),
  };
}

/** `%text%` for ILIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A mark table joined for the caller's saved or liked list, newest mark first. */
type MarkJoin = { mark: MarkTable; userId: number };

interface ListQuery {
  where: SQL;
  order: SQL[];
  mark?: MarkJoin;
}

/**
 * The lists of one kind: a book's, the catalogue's, a writer's, the caller's saved or liked ones
 * and the moderation list, with one item read alone.
 */
export function readingLists<Row extends ReadingRow, Item, AdminItem>(kind: ReadingKind<Row, Item, AdminItem>) {
  const { table } = kind;

  /** A row: the columns every kind has, its own, the caller's marks, the writer and the book. */
  function columnsFor(viewerId: number | Placeholder) {
    const itemId = `"${getTableName(table)}"."id"`;
    return {
      id: table.id,
      userId: table.userId,
      ...kind.ownColumns,
      approved: kind.approved,
      rejectionReason: table.rejectionReason,
      moderatedAt: table.moderatedAt,
      likesCount: table.likesCount,
      savesCount: table.savesCount,
      commentsCount: table.commentsCount,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      isLiked: markedBy(getTableName(kind.marks.liked.table), kind.markColumn, itemId, viewerId),
      isSaved: markedBy(getTableName(kind.marks.saved.table), kind.markColumn, itemId, viewerId),
      ...writerColumns,
      ...bookRefColumns,
    };
  }

  /** Public lists show approved items, and the caller's own (a placeholder in a statement built once) whatever their state. */
  const visibleTo = (viewerId: number | Placeholder | null): SQL =>
    viewerId === null ? eq(kind.approved, true) : or(eq(kind.approved, true), eq(table.userId, viewerId))!;

  const orderOf = (sort: ReadingSort): SQL[] =>
    sort === 'liked' ? [desc(table.likesCount), desc(table.id)] : [desc(table.createdAt), desc(table.id)];

  const markOn = ({ mark, userId }: MarkJoin) => and(eq(mark.itemId, table.id), eq(mark.table.userId, userId));

  const writerOn = eq(users.id, table.userId);

  /**
   * The rows a list shows. Books and writers are left-joined: every item has its book (a foreign
   * key) and every recension its writer, while a quote may have none, so no row is lost; and
   * PostgreSQL drops a left join the filter does not use (a book's list then reads the items'
   * index alone).
   */
  function listed<Select extends PgSelect>(select: Select, query: ListQuery) {
    const joined = select.leftJoin(books, eq(books.id, table.bookId)).leftJoin(users, writerOn);
    return (query.mark ? joined.innerJoin(query.mark.mark.table, markOn(query.mark)) : joined).where(query.where);
  }

  const totalOf = (db: Db, query: ListQuery) => listed(db.select({ n: count() }).from(table).$dynamic(), query);

  /**
   * The page's rows with every column, in the list's order. The page's ids are chosen first: the
   * caller's marks, the writer and the book's authors are then computed for those rows only, not
   * for every row the order sorts or OFFSET skips.
   */
  function pageRows(db: Db, viewerId: number | Placeholder, query: ListQuery, window: PageWindow) {
    const page = listed(db.select({ pageId: table.id, listTotal }).from(table).$dynamic(), query)
      .orderBy(...query.order)
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    const withBook = db
      .select({ ...columnsFor(viewerId), listTotal: page.listTotal })
      .from(table)
      .innerJoin(page, eq(page.pageId, table.id))
      .innerJoin(books, eq(books.id, table.bookId))
      .$dynamic();
    let select = kind.writerRequired ? withBook.innerJoin(users, writerOn) : withBook.leftJoin(users, writerOn);
    // The marked lists order by the mark's time.
    if (query.mark) select = select.innerJoin(query.mark.mark.table, markOn(query.mark));
    return select.orderBy(...query.order);
  }

  /** One page and its total: one prepared statement whatever the page size (list-total.ts). */
  function pageOf(db: Db, viewer: ReadingViewer, query: ListQuery, paging: PageRequest) {
    const viewerId = viewerIdOf(userIdOf(viewer.actor));
    return pageWithTotal(
      paging,
      // Drizzle types the row after either kind's table; the kind's columns make it a Row.
      async () => (await runPrepared(pageRows(db, viewerId, query, windowOf(paging)))) as unknown as Row[],
      async () => Number((await runPrepared(totalOf(db, query)))[0]?.n ?? 0),
    );
  }

  async function listOf(
    db: Db,
    viewer: ReadingViewer,
    query: ListQuery,
    paging: PageRequest,
  ): Promise<ListResponse<Item>> {
    const { rows, totalCount } = await pageOf(db, viewer, query, paging);
    return { items: rows.map((row) => kind.toItem(viewer, row)), totalCount };
  }

  /** One shape of a book's list (reading-sql.ts, `bookListShapes`). */
  function bookListStatements(sort: ReadingSort, member: boolean): BookListStatements {
    const viewerId = member ? sql.placeholder('viewerId') : viewerIdOf(null);
    const query: ListQuery = {
      where: and(eq(table.bookId, sql.placeholder('bookId')), visibleTo(member ? sql.placeholder('viewerId') : null))!,
      order: orderOf(sort),
    };
    return {
      page: preparedQuery((db) => pageRows(db, viewerId, query, placeholderWindow)),
      total: preparedQuery((db) => totalOf(db, query)),
    };
  }

  const bookLists = bookListShapes(bookListStatements);

  const stateFilter: Record<ModerationQuery['state'], SQL | undefined> = {
    waiting: and(eq(kind.approved, false), isNull(table.rejectionReason)),
    approved: eq(kind.approved, true),
    rejected: and(eq(kind.approved, false), isNotNull(table.rejectionReason)),
    all: undefined,
  };

  return {
    /** A book's items (the book already resolved to an active one). */
    async listBook(
      db: Db,
      viewer: ReadingViewer,
      bookId: number,
      paging: PageRequest,
      sort: ReadingSort,
    ): Promise<ListResponse<Item>> {
      const { rows, totalCount } = await readBookList<Row>(db, bookLists, {
        bookId,
        viewerId: userIdOf(viewer.actor),
        sort,
        paging,
      });
      return { items: rows.map((row) => kind.toItem(viewer, row)), totalCount };
    },

    /** Items across the catalogue (active books). */
    listAll: (db: Db, viewer: ReadingViewer, paging: PageRequest, sort: ReadingSort) =>
      listOf(
        db,
        viewer,
        { where: and(eq(books.active, true), visibleTo(userIdOf(viewer.actor)))!, order: orderOf(sort) },
        paging,
      ),

    /** What one user wrote, newest first: approved ones, and all of them for the writer. */
    listUser: (db: Db, viewer: ReadingViewer, userId: number, paging: PageRequest) =>
      listOf(
        db,
        viewer,
        {
          where: and(eq(table.userId, userId), eq(books.active, true), visibleTo(userIdOf(viewer.actor)))!,
          order: orderOf('new'),
        },
        paging,
      ),

    /** The caller's saved or liked items, the latest mark first. */
    listMarked(db: Db, viewer: ReadingViewer, userId: number, marked: 'saved' | 'liked', paging: PageRequest) {
      const mark = kind.marks[marked];
      return listOf(
        db,
        viewer,
        {
          where: and(eq(books.active, true), visibleTo(userIdOf(viewer.actor)))!,
          order: [desc(mark.table.createdAt), desc(table.id)],
          mark: { mark, userId },
        },
        paging,
      );
    },

    /** One item with its book and writer; 404 when there is none. */
    async read(db: Db, viewer: ReadingViewer, id: number): Promise<Row> {
      const withBook = db
        .select(columnsFor(viewerIdOf(userIdOf(viewer.actor))))
        .from(table)
        .innerJoin(books, eq(books.id, table.bookId))
        .$dynamic();
      const [row] = await (
        kind.writerRequired ? withBook.innerJoin(users, writerOn) : withBook.leftJoin(users, writerOn)
      )
        .where(eq(table.id, id))
        .limit(1);
      if (!row) throw notFound();
      // Drizzle types the row after either kind's table; the kind's columns make it a Row.
      return row as unknown as Row;
    },

    /** The moderation queue: waiting ones oldest first (first come, first checked), the others latest first. */
    async listForModeration(db: Db, viewer: ReadingViewer, query: ModerationQuery): Promise<ListResponse<AdminItem>> {
      const text = query.search;
      const searched = [...kind.searched, users.userName, books.titleEn, books.titleUk];
      const search = text ? or(...searched.map((column) => ilike(column, containing(text)))) : undefined;
      const where = and(stateFilter[query.state], search) ?? sql`true`;
      const order =
        query.state === 'waiting' ? [asc(table.updatedAt), asc(table.id)] : [desc(table.updatedAt), desc(table.id)];
      const { rows, totalCount } = await pageOf(db, viewer, { where, order }, query);
      return { items: rows.map((row) => kind.toAdminItem(viewer, row)), totalCount };
    },
  };
}
