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

/**
 * ORDER BY of the entity lists, each served by an `(active, …, id)` index of the kind's table.
 * Popularity is the readers of the entity's active books and Rating their pooled average (unrated
 * entities store 0 and, ratings being 1..5, come last), both from the counters stored on the entity
 * by the periodic refresh (entity-popularity.ts); Number of Books is the entity's own counter.
 * `desc nulls last` on these not-null columns only matches the indexes' order (`.desc()` in an index
 * is DESC NULLS LAST; the search's popularity order shares the books_count indexes). Date's plain
 * `desc` (NULLS FIRST) matches the created_at indexes, declared `.desc().nullsFirst()`.
 */
export function entityOrdering(kind: EntityKind, sortType: number, language: Language): SQL {
  switch (sortType) {
    case SortType.Date:
      return sql`e.created_at desc, e.id desc`;
    case SortType.Title:
      return sql`${sortableName(nameOf(kind, language))}, e.id`;
    case SortType.NumberOfBooks:
      return sql`e.books_count desc nulls last, e.id`;
    case SortType.Rating:
      return sql`e.rating_avg desc nulls last, e.books_count desc nulls last, e.id`;
    default:
      return sql`e.readers_count desc nulls last, e.books_count desc nulls last, e.id`;
  }
}
