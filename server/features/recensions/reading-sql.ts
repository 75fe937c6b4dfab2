import { sql, type Placeholder } from 'drizzle-orm';
import { UserRole } from '#core/enums';
import type { ModerationState, ReadingBookRef, ReadingSort, WriterRef } from '#core/schemas/recensions';
import type { Db } from '../../db/client';
import { pageWithTotal } from '../../db/list-total';
import type { Language } from '#core/locale';
import { pageOffset, type PageRequest } from '#core/schemas/paging';
import { books, users } from '../../db/schema';
import { authorsJson, pickText, toAuthorRefs, type AuthorJson } from '../books/books.sql';
import { coverLink } from '../books/cover-links';
import { avatarUrlAt } from '../users/avatars';

/*
 * What recension and quote rows share: the writer, the book they are about, and where they stand
 * with the administration. Selected with `users` and `books` joined as themselves.
 */

export const writerColumns = {
  writerUserName: users.userName,
  writerImage: users.imageUrl,
  writerRole: users.role,
};

export interface WriterColumns {
  writerUserName: string | null;
  writerImage: string | null;
  writerRole: number | null;
}

export const bookRefColumns = {
  bookId: books.id,
  bookUrlName: books.urlName,
  bookTitleEn: books.titleEn,
  bookTitleUk: books.titleUk,
  bookCover: books.coverPath,
  bookAuthors: authorsJson,
};

export interface BookRefColumns {
  bookId: number;
  bookUrlName: string;
  bookTitleEn: string;
  bookTitleUk: string;
  bookCover: string | null;
  bookAuthors: AuthorJson[];
}

/** A small avatar link from the stored 256 px one. */
export const avatarLink = (imageUrl: string | null) => (imageUrl ? avatarUrlAt(imageUrl, 64) : null);

export function toWriter(row: WriterColumns): WriterRef | null {
  if (row.writerUserName === null) return null;
  return {
    userName: row.writerUserName,
    imageLink: avatarLink(row.writerImage),
    isAuthor: row.writerRole === UserRole.Author,
  };
}

export function toBookRef(language: Language, row: BookRefColumns): ReadingBookRef {
  return {
    id: row.bookId,
    urlName: row.bookUrlName,
    title: pickText(language, row.bookTitleEn, row.bookTitleUk),
    imageLink: coverLink(row.bookCover),
    authors: toAuthorRefs(language, row.bookAuthors),
  };
}

/** Approved; refused with a reason; otherwise waiting for a moderator. */
export function moderationStateOf(approved: boolean, rejectionReason: string | null): ModerationState {
  if (approved) return 'approved';
  return rejectionReason === null ? 'waiting' : 'rejected';
}

/** LIMIT and OFFSET of a page, as values or as placeholders of a statement built once. */
export interface PageWindow {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** The window of a requested page. */
export const windowOf = (paging: PageRequest): PageWindow => ({ limit: paging.pageSize, offset: pageOffset(paging) });

/** The window of a statement built once: bound at run time from `windowOf`. */
export const placeholderWindow: PageWindow = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/** A statement built once (prepared.ts), run with the values of its placeholders. */
type PreparedList = (db: Db) => { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** One shape of a book's list: its page (with its total) and its total alone, each with placeholders `bookId`, `viewerId`, `limit`, `offset`. */
export interface BookListStatements {
  page: PreparedList;
  total: PreparedList;
}

/**
 * A book's list (recensions or quotes) in its four shapes, newest or most liked, for a visitor or
 * a member, each built once with placeholders: the most asked list costs no statement building per
 * request.
 */
export function bookListShapes(build: (sort: ReadingSort, member: boolean) => BookListStatements) {
  return {
    new: { visitor: build('new', false), member: build('new', true) },
    liked: { visitor: build('liked', false), member: build('liked', true) },
  };
}

/** One page of a book's list and its total, from the shape that fits the sort and the caller. */
export async function readBookList<Row>(
  db: Db,
  shapes: ReturnType<typeof bookListShapes>,
  {
    bookId,
    viewerId,
    sort,
    paging,
  }: { bookId: number; viewerId: number | null; sort: ReadingSort; paging: PageRequest },
): Promise<{ rows: Row[]; totalCount: number }> {
  const statements = shapes[sort][viewerId === null ? 'visitor' : 'member'];
  const values = { bookId, viewerId: viewerIdOf(viewerId), ...windowOf(paging) };
  return pageWithTotal(
    paging,
    async () => (await statements.page(db).execute(values)) as Row[],
    async () => Number(((await statements.total(db).execute(values)) as { n: number }[])[0]?.n ?? 0),
  );
}

/** The viewer's id for `exists` checks; 0 matches no account. */
export const viewerIdOf = (userId: number | null | undefined) => userId ?? 0;

/** `true` when a row of `table` links the viewer to the outer row (a like, a save). */
export function markedBy(table: string, column: string, outer: string, viewerId: number | Placeholder) {
  return sql<boolean>`exists(select 1 from ${sql.raw(table)} m where m.${sql.raw(column)} = ${sql.raw(outer)} and m.user_id = ${viewerId})`;
}

const SNIPPET_MAX = 120;

/** A notification's text: what was written or liked, on one line, at most 120 characters. */
export function snippet(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= SNIPPET_MAX ? line : `${line.slice(0, SNIPPET_MAX - 1).trimEnd()}…`;
}
