import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { localized } from '../search/search-sql';
import { findEntity, toInt } from './entity-queries';
import { nameOf, type EntityKind } from './entity-sql';

type Row = Record<string, unknown>;

/** What every entity page starts with; the name is `name` for people, `title` for the rest. */
export type DetailsHead<Label extends string> = {
  id: number;
  urlName: string;
  description: string;
  booksCount: number;
} & Record<Label, string>;

/**
 * One active entity's page (by id or urlName, or a 404): the shared head — id, link, localized
 * name under `label`, localized description, book count — plus the kind's own `columns`, mapped by `toRest`.
 */
export function findEntityDetails<Label extends 'name' | 'title', Rest extends object>(
  db: Db,
  kind: EntityKind,
  id: string,
  language: Language,
  label: Label,
  columns: SQL,
  toRest: (row: Row) => Rest,
): Promise<DetailsHead<Label> & Rest> {
  return findEntity(
    db,
    kind,
    id,
    sql`e.id, e.url_name, ${nameOf(kind, language)} as label, ${localized('e', 'description', language)} as description,
        e.books_count, ${columns}`,
    (row) => ({
      id: toInt(row.id),
      urlName: String(row.url_name),
      ...({ [label]: String(row.label) } as Record<Label, string>),
      description: String(row.description),
      booksCount: toInt(row.books_count),
      ...toRest(row),
    }),
  );
}
