import { sql, type SQL } from 'drizzle-orm';
import { anyOf } from '../../db/prepared';
import type { Language } from '../../i18n/translate';

/** The text of a bilingual column pair in the asked language, falling back to the other one when empty. */
export function localized(alias: string, column: string, language: Language): SQL {
  const en = `${alias}.${column}_en`;
  const uk = `${alias}.${column}_uk`;
  return sql.raw(language === 'uk' ? `coalesce(nullif(${uk}, ''), ${en})` : `coalesce(nullif(${en}, ''), ${uk})`);
}

/** The public link of a stored file path; absolute links and site paths pass through. */
export function fileLink(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/files/${path}`;
}

/** How many of an entity's books each search result names. */
export const LINKED_BOOKS = 3;

/**
 * A JSON array of `{ value: urlName, text: title }` for the most read active books linked to the row
 * `e` through `linkTable.linkColumn`: a correlated subquery, so a whole page costs one statement.
 */
export function linkedBooks(linkTable: string, linkColumn: string, language: Language): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('value', lb.url_name, 'text', lb.title) order by lb.readers_count desc, lb.id)
    from (
      select b.id, b.url_name, b.readers_count, ${localized('b', 'title', language)} as title
      from ${sql.raw(linkTable)} k join books b on b.id = k.book_id
      where k.${sql.raw(linkColumn)} = e.id and b.active
      order by b.readers_count desc, b.id
      limit ${LINKED_BOOKS}
    ) lb
  ), '[]'::json)`;
}

/** `e.id` among the page's ids, bound as one array (placeholder `ids`) so the text never varies. */
export const pageIds = sql`e.id = ${anyOf(sql.placeholder('ids'), 'int')}`;

/** JSON from either driver: node-postgres and PGlite parse json columns, but be safe with text. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
