import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** A like or save table of recensions or quotes and the counter it keeps on its item. */
export interface MarkKind {
  /** e.g. `recension_likes`. */
  table: string;
  /** The item column of that table, e.g. `recension_id`. */
  column: string;
  /** The items' table, e.g. `recensions`. */
  items: string;
  /** The counter on the item, e.g. `likes_count`. */
  counter: string;
}

export interface MarkOutcome {
  /** The reader's mark is there after the call. */
  on: boolean;
  count: number;
  /** This call added the mark (a like to tell the writer about). */
  added: boolean;
}

/**
 * Sets (`on` true), removes (false) or toggles (undefined) one reader's mark on an item, inside the
 * caller's transaction. The mark row is the truth: the counter moves only when a row was really
 * inserted or deleted, by an atomic increment, so concurrent clicks leave it equal to the rows.
 */
export async function setMark(
  tx: Tx,
  kind: MarkKind,
  userId: number,
  itemId: number,
  on?: boolean,
): Promise<MarkOutcome> {
  const table = sql.raw(kind.table);
  const column = sql.raw(kind.column);
  const items = sql.raw(kind.items);
  const counter = sql.raw(kind.counter);
  const moveCounter = async (delta: 1 | -1) => {
    const result = await tx.execute<{ n: number }>(
      sql`update ${items} set ${counter} = greatest(${counter} + ${delta}, 0) where id = ${itemId} returning ${counter} as n`,
    );
    return Number(result.rows[0]?.n ?? 0);
  };
  const remove = () =>
    tx.execute(sql`delete from ${table} where user_id = ${userId} and ${column} = ${itemId} returning user_id`);
  const insert = () =>
    tx.execute(
      sql`insert into ${table} (user_id, ${column}) values (${userId}, ${itemId}) on conflict do nothing returning user_id`,
    );

  if (on !== true) {
    const removed = await remove();
    if (removed.rows.length) return { on: false, count: await moveCounter(-1), added: false };
    if (on === false) return { on: false, count: await readCounter(), added: false };
  }
  const inserted = await insert();
  if (inserted.rows.length) return { on: true, count: await moveCounter(1), added: true };
  return { on: true, count: await readCounter(), added: false };

  async function readCounter() {
    const result = await tx.execute<{ n: number }>(sql`select ${counter} as n from ${items} where id = ${itemId}`);
    return Number(result.rows[0]?.n ?? 0);
  }
}
