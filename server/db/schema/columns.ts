import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  real,
  text,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

// Column builders are stateful, so each table calls these factories for fresh instances.

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const urlName = () => text().notNull().unique();

export const active = () => boolean().notNull().default(true);

export const counter = () => integer().notNull().default(0);

/** Written by the services from core/search/search-key.ts (decision 0001). */
export const searchKey = () => text().notNull().default('');

/** GIN trigram index serving ILIKE '%q%' and similarity() on a searchKey column. */
export const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

/** CHECK that a numeric enum column holds one of the values of a core/enums.ts object. */
export const enumCheck = (name: string, column: AnyPgColumn, values: Record<string, number>) =>
  check(name, sql`${column} in (${sql.raw(Object.values(values).join(', '))})`);

/** CHECK that a text column holds one of the given literals. */
export const textCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);

/**
 * Popularity of a catalogue entity: its active books' readers and ratings, summed by the periodic
 * refresh of server/features/catalogue-entities/entity-popularity.ts (see
 * docs/decisions/0003-entity-popularity.md). `ratingAvg` is `ratingsSum / ratingsCount`, 0 when
 * unrated (ratings are 1..5, so unrated sorts last).
 */
export const popularityColumns = () => ({
  readersCount: counter(),
  ratingsSum: counter(),
  ratingsCount: counter(),
  ratingAvg: real().notNull().default(0),
});

/** The indexes of the Popularity and Rating list orders (see entityOrdering). */
export const popularityIndexes = (
  table: string,
  t: Record<'active' | 'readersCount' | 'ratingAvg' | 'booksCount' | 'id', ExtraConfigColumn>,
) => [
  index(`${table}_active_popularity_idx`).on(t.active, t.readersCount.desc(), t.booksCount.desc(), t.id),
  index(`${table}_active_rating_idx`).on(t.active, t.ratingAvg.desc(), t.booksCount.desc(), t.id),
];
