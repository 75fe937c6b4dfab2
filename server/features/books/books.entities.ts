import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BookEntityKind, BookList } from '#core/schemas/books';
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
import { books } from '../../db/schema/books';
import { authors, illustrators, translators } from '../../db/schema/people';
import { compilations, genres, publishers, series, tags } from '../../db/schema/taxonomy';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/http-error';
import { pageBooks, type PageOptions } from './books.list';
import { outerBookId, refMatch, type Viewer } from './books.sql';

type EntityTable = PgTable & { id: AnyColumn; urlName: AnyColumn; active: AnyColumn };

interface EntityLink {
  table: EntityTable;
  /** Books of the entity `id`, as a condition on the outer `books` row. */
  books: (id: number) => SQL;
  /** The entity's own order of its books, when it has one. */
  position?: (id: number) => SQL;
}

function linkedBooks(link: PgTable, bookColumn: AnyColumn, entityColumn: AnyColumn) {
  return (id: number) => sql`${books.id} in (select ${bookColumn} from ${link} where ${entityColumn} = ${id})`;
}

const entities: Record<BookEntityKind, EntityLink> = {
  author: { table: authors, books: linkedBooks(bookAuthors, bookAuthors.bookId, bookAuthors.authorId) },
  genre: { table: genres, books: linkedBooks(bookGenres, bookGenres.bookId, bookGenres.genreId) },
  tag: { table: tags, books: linkedBooks(bookTags, bookTags.bookId, bookTags.tagId) },
  translator: {
    table: translators,
    books: linkedBooks(bookTranslators, bookTranslators.bookId, bookTranslators.translatorId),
  },
  illustrator: {
    table: illustrators,
    books: linkedBooks(bookIllustrators, bookIllustrators.bookId, bookIllustrators.illustratorId),
  },
  publisher: { table: publishers, books: (id) => eq(books.publisherId, id) },
  series: {
    table: series,
    books: linkedBooks(bookSeries, bookSeries.bookId, bookSeries.seriesId),
    position: (id) =>
      sql`(select ${bookSeries.position} from ${bookSeries} where ${bookSeries.bookId} = ${outerBookId} and ${bookSeries.seriesId} = ${id})`,
  },
  compilation: {
    table: compilations,
    books: linkedBooks(bookCompilations, bookCompilations.bookId, bookCompilations.compilationId),
    position: (id) =>
      sql`(select ${bookCompilations.position} from ${bookCompilations} where ${bookCompilations.bookId} = ${outerBookId} and ${bookCompilations.compilationId} = ${id})`,
  },
};

/** The id of an active entity named by id or urlName; 404 when it is missing or inactive. */
export async function resolveEntityId(db: Db, kind: BookEntityKind, ref: string | number): Promise<number> {
  const { table } = entities[kind];
  const match = refMatch(table, ref);
  const [row] = await db
    .select({ id: sql<number>`${table.id}` })
    .from(table)
    .where(and(match.where, eq(table.active, true)))
    .orderBy(match.preferUrlName)
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

/** A page of an entity's active books; `byPosition` uses the series or compilation order. */
export async function entityBooks(
  db: Db,
  viewer: Viewer,
  kind: BookEntityKind,
  ref: string | number,
  options: PageOptions & { byPosition?: boolean },
): Promise<BookList> {
  const entityId = await resolveEntityId(db, kind, ref);
  const link = entities[kind];
  const orderBy =
    options.byPosition && link.position
      ? [sql`${link.position(entityId)} asc nulls last`, sql`${books.id} asc`]
      : options.orderBy;
  return pageBooks(db, viewer, [eq(books.active, true), link.books(entityId)], { ...options, orderBy });
}

/** The books an Author-role account manages (`GET owner/{id}`: the user's id or userName). */
export async function ownerBooks(db: Db, viewer: Viewer, ref: string, options: PageOptions): Promise<BookList> {
  const match = refMatch({ id: users.id, urlName: users.userName }, ref);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(match.where)
    .orderBy(match.preferUrlName)
    .limit(1);
  if (!owner) throw notFound();
  return pageBooks(db, viewer, [eq(books.active, true), eq(books.ownerUserId, owner.id)], options);
}
