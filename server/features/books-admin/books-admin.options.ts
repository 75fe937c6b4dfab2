import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { toSearchQuery } from '#core/search/search-key';
import type { BookPickerKind, PickerOption } from '#core/schemas/books-admin';
import type { Db } from '../../db/client';
import { books } from '../../db/schema/books';
import type { Language } from '../../i18n/translate';
import { pickText } from '../books/books.sql';
import { entityKinds, nameOf } from '../catalogue-entities/entity-sql';
import { searchCondition } from './books-admin.list';

/** `GET searchOption`: `{ value: id, text: "Title (year)" }` for a select, most read first. */
export async function bookSelectOptions(
  db: Db,
  language: Language,
  { search, limit }: { search: string; limit: number },
) {
  const rows = await db
    .select({ id: books.id, titleEn: books.titleEn, titleUk: books.titleUk, year: books.year })
    .from(books)
    .where(search ? searchCondition(search) : undefined)
    .orderBy(desc(books.readersCount), asc(books.id))
    .limit(limit);
  return rows.map((row) => {
    const title = pickText(language, row.titleEn, row.titleUk);
    return { value: row.id, text: row.year === null ? title : `${title} (${row.year})` };
  });
}

/** Whether no other book holds the urlName. */
export async function isUrlNameAvailable(db: Db, urlName: string, bookId?: number) {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.urlName, urlName), bookId ? ne(books.id, bookId) : undefined))
    .limit(1);
  return !row;
}

/** The book page's pickers: records of a kind by search text, most booked first, inactive ones marked. */
export async function pickerOptions(
  db: Db,
  language: Language,
  kind: BookPickerKind,
  { search, limit }: { search: string; limit: number },
): Promise<PickerOption[]> {
  const entity = entityKinds[kind];
  const key = toSearchQuery(search);
  const { rows } = await db.execute<{ id: number; name: string; active: boolean }>(
    sql`select e.id, ${nameOf(entity, language)} as name, e.active from ${sql.raw(`"${entity.table}"`)} e
      where ${key ? sql`e.search_key like ${`%${key}%`}` : sql`true`}
      order by e.active desc, e.books_count desc, e.id limit ${limit}`,
  );
  return rows.map((row) => ({ value: Number(row.id), text: row.name, active: row.active }));
}
