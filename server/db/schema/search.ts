import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A version per searchable catalogue table, raised by triggers (migration 0013) in the transaction
 * of every statement that inserts or deletes its rows or writes their search_key or active flag:
 * the search's keys held in memory are current while it has not moved (search/key-indexes.ts).
 */
export const searchKeyVersions = pgTable('search_key_versions', {
  tableName: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
