import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * Drops the plain (non-unique, non-constraint) indexes of `tables` and returns their
 * definitions. A bulk load followed by one index build is several times faster than keeping
 * every btree and the trigram GIN index up to date row by row; primary keys and unique indexes
 * stay, so ON CONFLICT and uniqueness keep working during the load.
 */
export async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<IndexDefinition[]> {
  const list = tables.map((table) => `'${table}'`).join(', ');
  const result = await db.execute<{ name: string; definition: string }>(
    sql.raw(`
      select i.indexname as name, i.indexdef as definition
      from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${list})
        and i.indexdef not like 'CREATE UNIQUE INDEX%'
        and not exists (select 1 from pg_constraint c where c.conindid = ('public.' || quote_ident(i.indexname))::regclass)
      order by i.tablename, i.indexname`),
  );
  for (const index of result.rows) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
  return result.rows;
}

/** Re-creates dropped indexes, `parallel` at a time (PostgreSQL builds them on separate connections). */
export async function restoreIndexes(db: Db, indexes: IndexDefinition[], parallel = 1): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next++];
      await db.execute(sql.raw(index.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

/**
 * Switches off the triggers of `tables` (foreign-key checks are triggers fired once per row,
 * the largest cost of a bulk insert) and returns a function that switches them back on. The
 * synthetic rows reference only ids created in the same run, so the checks cannot fail. Needs
 * a superuser (or the table owner with a superuser for the FK triggers); without the right,
 * the load keeps the checks and is merely slower.
 */
export async function suspendTriggers(
  db: Db,
  tables: string[],
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const suspended: string[] = [];
  try {
    for (const table of tables) {
      await db.execute(sql.raw(`ALTER TABLE "${table}" DISABLE TRIGGER ALL`));
      suspended.push(table);
    }
  } catch (error) {
    log(`  (foreign-key checks stay on: ${(error as Error).message})`);
  }
  return async () => {
    for (const table of suspended) await db.execute(sql.raw(`ALTER TABLE "${table}" ENABLE TRIGGER ALL`));
  };
}
