import { eq, sql } from 'drizzle-orm';
import { toSearchKey } from '#core/search/search-key';
import { slugify } from '#core/slug';
import type { Db } from '../../db/client';
import {
  authors,
  bookAuthors,
  bookCompilations,
  bookGenres,
  bookIllustrators,
  books,
  bookSeries,
  bookTags,
  bookTranslators,
  compilations,
  genres,
  illustrators,
  publishers,
  series,
  tags,
  translators,
} from '../../db/schema';
import type { EntityKindName } from './entity-sql';

// Test fixtures of the catalogue-entity features: rows inserted directly, no demo seed.

let sequence = 0;
const nextUnique = () => `${Date.now().toString(36)}-${++sequence}`;

export interface BookFixture {
  title?: string;
  titleUk?: string;
  active?: boolean;
  readersCount?: number;
  ratingsSum?: number;
  ratingsCount?: number;
  publisherId?: number;
  ownerUserId?: number;
}

export async function buildBook(db: Db, options: BookFixture = {}) {
  const title = options.title ?? `Book ${nextUnique()}`;
  const [row] = await db
    .insert(books)
    .values({
      titleEn: title,
      titleUk: options.titleUk ?? '',
      urlName: `${slugify(title)}-${nextUnique()}`,
      active: options.active ?? true,
      readersCount: options.readersCount ?? 0,
      ratingsSum: options.ratingsSum ?? 0,
      ratingsCount: options.ratingsCount ?? 0,
      ratingAvg: options.ratingsCount ? (options.ratingsSum ?? 0) / options.ratingsCount : 0,
      publisherId: options.publisherId ?? null,
      ownerUserId: options.ownerUserId ?? null,
      searchKey: toSearchKey(title, options.titleUk),
    })
    .returning();
  return row!;
}

export interface EntityFixture {
  name?: string;
  nameUk?: string;
  descriptionEn?: string;
  descriptionUk?: string;
  urlName?: string;
  active?: boolean;
  imageLink?: string;
  createdAt?: Date;
  parentId?: number;
  originalBooksCount?: number;
  birthYear?: number;
}

const tables = {
  author: authors,
  genre: genres,
  tag: tags,
  publisher: publishers,
  compilation: compilations,
  translator: translators,
  illustrator: illustrators,
  series,
} as const;

/** Inserts one entity of `kind`; `name`/`nameUk` fill its name, title or tag pair. */
export async function buildEntity(
  db: Db,
  kind: EntityKindName,
  options: EntityFixture = {},
): Promise<{ id: number; urlName: string }> {
  const name = options.name ?? `${kind} ${nextUnique()}`;
  const nameUk = options.nameUk ?? '';
  const stem = kind === 'tag' ? 'tag' : ['publisher', 'compilation', 'series'].includes(kind) ? 'title' : 'name';
  const values: Record<string, unknown> = {
    [`${stem}En`]: name,
    [`${stem}Uk`]: nameUk,
    urlName: options.urlName ?? `${slugify(name)}-${nextUnique()}`,
    active: options.active ?? true,
    searchKey: toSearchKey(name, nameUk),
    createdAt: options.createdAt ?? new Date(),
  };
  if (kind !== 'tag') {
    values.descriptionEn = options.descriptionEn ?? '';
    values.descriptionUk = options.descriptionUk ?? '';
  }
  if (options.imageLink) values[kind === 'publisher' ? 'iconLink' : 'imageLink'] = options.imageLink;
  if (options.parentId) values.parentId = options.parentId;
  if (options.originalBooksCount) values.originalBooksCount = options.originalBooksCount;
  if (options.birthYear) values.birthYear = options.birthYear;
  const table = tables[kind];
  const [row] = (await db
    .insert(table)
    .values(values as never)
    .returning()) as { id: number; urlName: string }[];
  return row!;
}

/** Links books to an entity (in the given order) and sets the entity's booksCount as the services keep it. */
export async function linkBooks(db: Db, kind: EntityKindName, entityId: number, bookIds: number[]) {
  if (kind === 'publisher') {
    for (const bookId of bookIds) await db.update(books).set({ publisherId: entityId }).where(eq(books.id, bookId));
  } else {
    const rows = bookIds.map((bookId, position) => ({ bookId, entityId, position }));
    switch (kind) {
      case 'author':
        await db
          .insert(bookAuthors)
          .values(rows.map(({ bookId, position }) => ({ bookId, authorId: entityId, position })));
        break;
      case 'genre':
        await db.insert(bookGenres).values(rows.map(({ bookId }) => ({ bookId, genreId: entityId })));
        break;
      case 'tag':
        await db.insert(bookTags).values(rows.map(({ bookId }) => ({ bookId, tagId: entityId })));
        break;
      case 'compilation':
        await db
          .insert(bookCompilations)
          .values(rows.map(({ bookId, position }) => ({ bookId, compilationId: entityId, position })));
        break;
      case 'translator':
        await db
          .insert(bookTranslators)
          .values(rows.map(({ bookId, position }) => ({ bookId, translatorId: entityId, position })));
        break;
      case 'illustrator':
        await db
          .insert(bookIllustrators)
          .values(rows.map(({ bookId, position }) => ({ bookId, illustratorId: entityId, position })));
        break;
      case 'series':
        await db
          .insert(bookSeries)
          .values(rows.map(({ bookId, position }) => ({ bookId, seriesId: entityId, position: position + 1 })));
        break;
    }
  }
  const table = tables[kind];
  await db
    .update(table)
    .set({ booksCount: sql`${table.booksCount} + ${bookIds.length}` } as never)
    .where(eq(table.id, entityId));
}
