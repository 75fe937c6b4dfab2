import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../server/db/client';

export type Writer = Db | Tx;

/** Multi-row INSERTs of at most `size` rows: one statement per chunk, under the 65,535-parameter limit. */
export async function insertChunks<T extends PgTable>(
  db: Writer,
  table: T,
  rows: PgInsertValue<T>[],
  size = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The catalogue's fixed clock: created-at dates of catalogue rows and shelves count back from
 * here, so two seeds of the same data produce the same rows.
 */
export const BASE_DATE = new Date('2026-11-01T12:00:00Z');

export function daysBefore(base: Date, days: number, hours = 0): Date {
  return new Date(base.getTime() - days * DAY - hours * 60 * 60 * 1000);
}
