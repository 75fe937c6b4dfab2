/*
 * Prepared statements for the hot read paths. PostgreSQL plans a statement sent without a name on
 * every call: for a book's details (ten correlated subqueries) planning took 2–6 ms against 1 ms
 * of execution. A named statement is parsed and planned once per pooled connection, and after five
 * calls PostgreSQL keeps a generic plan when it costs no more than the custom ones.
 * Building the SQL text costs too (Drizzle spent ~1 ms of CPU composing the details statement):
 * a statement of fixed shape is built once per database with placeholders (`preparedQuery`);
 * one whose shape follows its input is built per call and named after its text (`runPrepared`).
 *
 * A statement is named after its SQL text (its bound values vary freely), and at most
 * MAX_STATEMENTS texts get a name in a process, first come first named: a text that varies with
 * its input (a filter listing n genres) cannot fill every connection with prepared statements.
 * PGlite ignores the names.
 */
import * as drizzle from 'drizzle-orm';
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbQueryResult } from './client';

const MAX_STATEMENTS = 200;
/** Drizzle's field ordering, as its select builder prepares itself: exported, but left out of its types. */
const { orderSelectedFields } = drizzle as unknown as { orderSelectedFields(fields: object): unknown[] };
const names = new Map<string, string>();
const dialect = new PgDialect({ casing: 'snake_case' });

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS) names.set(text, (name = `s${names.size + 1}`));
  return name;
}

/** One value per database, built on first use (a prepared query belongs to its database's session). */
function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}

/**
 * A query of fixed shape, built once per database with `sql.placeholder(...)` values and prepared
 * under the name of its text: `statement(db).execute({ ...values })`.
 */
export function preparedQuery<Prepared>(
  build: (db: Db) => { toSQL(): { sql: string }; prepare(name: string): Prepared },
): (db: Db) => Prepared {
  return perDatabase((db) => {
    const query = build(db);
    // Past the cap of names the statement runs unnamed (node-postgres treats '' as no name).
    return query.prepare(statementName(query.toSQL().sql) ?? '');
  });
}

/** Values for a statement's `sql.placeholder(name)`s. */
export type StatementValues = Record<string, unknown>;

/**
 * Raw statements of fixed shape, one per key (a kind, a language): each built once with
 * `sql.placeholder(...)` values, so a call binds its values without composing the SQL again
 * (Drizzle spent a fifth of a search call's CPU composing the statements `executePrepared` names).
 */
export function preparedStatements<Key extends string, Row extends Record<string, unknown>>(
  build: (key: Key) => SQL,
): (db: Db, key: Key, values: StatementValues) => Promise<DbQueryResult<Row>> {
  const byKey = new Map<Key, (db: Db) => { execute(values: StatementValues): Promise<unknown> }>();
  return (db, key, values) => {
    let statement = byKey.get(key);
    if (statement === undefined) {
      const compiled = dialect.sqlToQuery(build(key));
      const name = statementName(compiled.sql) ?? '';
      byKey.set(key, (statement = perDatabase((db) => db._.session.prepareQuery(compiled, undefined, name, false))));
    }
    return statement(db).execute(values) as Promise<DbQueryResult<Row>>;
  };
}

/**
 * What a Drizzle select builder holds to prepare itself (`PgSelect._prepare` in
 * drizzle-orm/pg-core/query-builders/select.js), so that its text is built once, not twice.
 */
interface SelectBuilder<Result> {
  toSQL(): { sql: string; params: unknown[] };
  execute(): Promise<Result>;
}

interface SelectInternals {
  session: Db['_']['session'];
  config: { fields: object };
  joinsNotNullableMap: Record<string, boolean>;
}

/**
 * Runs a select builder as a prepared statement named after its SQL text. The text is built once
 * (~90 µs for a catalogue page's statement): Drizzle's own `prepare(name)` would build it again
 * after `toSQL()` had built it for the name.
 */
export function runPrepared<Result>(query: SelectBuilder<Result>): Promise<Result> {
  const compiled = query.toSQL();
  const name = statementName(compiled.sql);
  if (!name) return query.execute();
  const { session, config, joinsNotNullableMap } = query as unknown as SelectInternals;
  const prepared = session.prepareQuery(compiled, orderSelectedFields(config.fields) as never, name, true);
  Object.assign(prepared, { joinsNotNullableMap });
  return prepared.execute() as Promise<Result>;
}

/** Runs a raw statement as a prepared statement named after its SQL text (`db.execute` otherwise). */
export function executePrepared<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<DbQueryResult<Row>> {
  const compiled = dialect.sqlToQuery(query);
  const name = statementName(compiled.sql);
  if (!name) return db.execute(query) as Promise<DbQueryResult<Row>>;
  return db._.session.prepareQuery(compiled, undefined, name, false).execute() as Promise<DbQueryResult<Row>>;
}

/**
 * `any($n::int[])`: the values (or a placeholder for them) bound as one array, so a statement's
 * text, and the name it is prepared under, stays the same however many values there are.
 */
export function anyOf(values: readonly number[] | readonly string[] | Placeholder, type: 'int' | 'text'): SQL {
  const array = values instanceof Placeholder ? values : sql.param(values);
  return sql`any(${array}::${sql.raw(type)}[])`;
}
