import { sql, type SQL } from 'drizzle-orm';
import { SortType } from '#core/enums';
import { toSearchQuery } from '#core/search/search-key';
import type { Language } from '../../i18n/translate';
import { localized } from '../search/search-sql';

/**
 * Where a catalogue entity kind lives and how its books are linked. Every query of this module
 * reads the kind's table under the alias `e` and its books under `b`; the names are fixed
 * identifiers, never input.
 */
export interface EntityKind {
  table: string;
  /** Stem of the bilingual display column pair: `name_en`/`name_uk`, `title_en`/`title_uk`, `tag_en`/`tag_uk`. */
  nameStem: 'name' | 'title' | 'tag';
  /** The link table and its entity column; null when books point at the entity themselves (publishers). */
  link: { table: string; column: string } | null;
}

export const entityKinds = {
  author: { table: 'authors', nameStem: 'name', link: { table: 'book_authors', column: 'author_id' } },
  genre: { table: 'genres', nameStem: 'name', link: { table: 'book_genres', column: 'genre_id' } },
  tag: { table: 'tags', nameStem: 'tag', link: { table: 'book_tags', column: 'tag_id' } },
  publisher: { table: 'publishers', nameStem: 'title', link: null },
  compilation: {
    table: 'compilations',
    nameStem: 'title',
    link: { table: 'book_compilations', column: 'compilation_id' },
  },
  translator: { table: 'translators', nameStem: 'name', link: { table: 'book_translators', column: 'translator_id' } },
  illustrator: {
    table: 'illustrators',
    nameStem: 'name',
    link: { table: 'book_illustrators', column: 'illustrator_id' },
  },
  series: { table: 'series', nameStem: 'title', link: { table: 'book_series', column: 'series_id' } },
} as const satisfies Record<string, EntityKind>;
export type EntityKindName = keyof typeof entityKinds;

const UKRAINIAN_ALPHABET = 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя';
// The letters (both cases, so the order holds whatever the database's ctype lowers) renumbered to
// consecutive code points: a byte-wise ("C") comparison then follows the Ukrainian alphabet
// (ґ after г, є after е, і ї й after и) on PGlite and PostgreSQL alike, without ICU.
const ALPHABET_POSITIONS = Array.from(UKRAINIAN_ALPHABET, (_, index) => String.fromCharCode(0x430 + index)).join('');
const SORT_FROM = UKRAINIAN_ALPHABET.toUpperCase() + UKRAINIAN_ALPHABET;
const SORT_TO = ALPHABET_POSITIONS + ALPHABET_POSITIONS;

/** A sort key of a name: case-insensitive, Latin first, Cyrillic in Ukrainian alphabetical order. */
export const sortableName = (name: SQL): SQL => sql`translate(lower(${name}), ${SORT_FROM}, ${SORT_TO}) collate "C"`;

export const tableOf = (kind: EntityKind): SQL => sql.raw(`"${kind.table}"`);

/** The entity's display name in the asked language, falling back to the other one. */
export const nameOf = (kind: EntityKind, language: Language): SQL => localized('e', kind.nameStem, language);

/** `from … where …` over the active books `b` of the entity row `e`. */
export function booksOfEntity(kind: EntityKind): SQL {
  if (!kind.link) return sql`from books b where b.publisher_id = e.id and b.active`;
  return sql.raw(
    `from ${kind.link.table} k join books b on b.id = k.book_id where k.${kind.link.column} = e.id and b.active`,
  );
}

/** Contains-match of the folded search text on the trigram-indexed search key; true when empty. */
export function searchMatch(search: string): SQL {
  const query = toSearchQuery(search);
  return query ? sql`e.search_key like ${`%${query}%`}` : sql`true`;
}

/** `{id}` of the detail calls: a number matches the id (or a numeric urlName), anything else the urlName. */
export function idOrUrlNameMatch(id: string): SQL {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return numeric === null ? sql`e.url_name = ${id}` : sql`(e.id = ${numeric} or e.url_name = ${id})`;
}

export interface EntityOrdering {
  /** Joins the sort needs (the book statistics `s`), or empty. */
  join: SQL;
  order: SQL;
}

/**
 * Readers and ratings of the active books of each entity, as `s(readers, ratings_sum, ratings_count)`.
 * A whole list aggregates every link once (hash aggregate); a searched list, usually a few rows,
 * looks its rows' books up one by one instead.
 */
function bookStatistics(kind: EntityKind, searching: boolean): SQL {
  const sums = sql`sum(b.readers_count) as readers, sum(b.ratings_sum) as ratings_sum, sum(b.ratings_count) as ratings_count`;
  if (searching) return sql`left join lateral (select ${sums} ${booksOfEntity(kind)}) s on true`;
  if (!kind.link)
    return sql`left join (select b.publisher_id as entity_id, ${sums} from books b
      where b.active and b.publisher_id is not null group by b.publisher_id) s on s.entity_id = e.id`;
  const { table, column } = kind.link;
  return sql`left join (select k.${sql.raw(column)} as entity_id, ${sums}
    from ${sql.raw(table)} k join books b on b.id = k.book_id where b.active group by k.${sql.raw(column)}) s on s.entity_id = e.id`;
}

/**
 * ORDER BY of the entity lists. Popularity is the readers of the entity's active books and
 * Rating their pooled average, both summed from the books' stored counters; Number of Books is
 * the entity's own counter.
 */
export function entityOrdering(
  kind: EntityKind,
  sortType: number,
  language: Language,
  searching: boolean,
): EntityOrdering {
  const none = sql``;
  switch (sortType) {
    case SortType.Date:
      return { join: none, order: sql`e.created_at desc, e.id desc` };
    case SortType.Title:
      return { join: none, order: sql`${sortableName(nameOf(kind, language))}, e.id` };
    case SortType.NumberOfBooks:
      return { join: none, order: sql`e.books_count desc, e.id` };
    case SortType.Rating:
      return {
        join: bookStatistics(kind, searching),
        order: sql`s.ratings_sum::float8 / nullif(s.ratings_count, 0) desc nulls last, e.books_count desc, e.id`,
      };
    default:
      return {
        join: bookStatistics(kind, searching),
        order: sql`coalesce(s.readers, 0) desc, e.books_count desc, e.id`,
      };
  }
}
