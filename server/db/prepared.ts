/**
 * The money path's statements, built once per database instead of once per request (issue 31).
 * Building a query is a fifth of the API node's time in a sale (Drizzle walks the query's tree
 * for every call); a prepared statement keeps the built text, and on PostgreSQL it is also
 * parsed and planned once per connection (a named statement). Values go in through
 * `sql.placeholder('name')`.
 *
 * Drizzle ties a prepared query to the connection it was prepared on, while a request runs its
 * statements on its transaction's connection: `execute` runs the built query on the handle it is
 * given (a transaction, or the database itself). That reaches into two of Drizzle's fields (the
 * handle's session client, the prepared query's client); both databases' API suites go through
 * here, so a Drizzle that renamed them fails every money test.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Prepared<R> = PgPreparedQuery<PreparedQueryConfig & { execute: R }>;

interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

/** What Drizzle keeps on a handle: its dialect (one per database) and its session (with the connection). */
interface HandleInternals {
  dialect: PgDialect;
  _: { session: PgSession & { client: unknown } };
}

export interface PreparedStatement<R> {
  /** Runs the statement on `db` (the caller's transaction, usually) with the placeholders' values. */
  execute(db: Db, values?: Record<string, unknown>): Promise<R>;
}

/** Built on the first call per database, then run on the connection of the handle each call is given. */
function onConnection<R>(prepare: (handle: HandleInternals, db: Db) => Prepared<R>): PreparedStatement<R> {
  const byDatabase = new WeakMap<object, Prepared<R>>();
  return {
    execute(db, values = {}) {
      const handle = db as unknown as HandleInternals;
      let query = byDatabase.get(handle.dialect);
      if (!query) {
        query = prepare(handle, db);
        byDatabase.set(handle.dialect, query);
      }
      const here: Prepared<R> = Object.assign(Object.create(Object.getPrototypeOf(query) as object), query, {
        client: handle._.session.client,
      });
      return here.execute(values);
    },
  };
}

/**
 * A Drizzle query (select, insert, update, with their CTEs). `name` names the statement on
 * PostgreSQL's connections: one name, one text, so every call site shares one definition (a
 * module-level constant).
 */
export function preparedStatement<R>(name: string, build: (db: Db) => Preparable<R>): PreparedStatement<R> {
  return onConnection((_handle, db) => build(db).prepare(name));
}

/**
 * A statement the query builder cannot write (an UPDATE … FROM unnest(…), an INSERT … SELECT over
 * arrays): its rows as the driver returns them, by column name, not mapped by Drizzle's columns.
 */
export function preparedSql<Row>(name: string, build: () => SQL): PreparedStatement<Row[]> {
  const statement = onConnection<{ rows: Row[] }>((handle) =>
    handle._.session.prepareQuery(handle.dialect.sqlToQuery(build()), undefined, name, false),
  );
  return { execute: async (db, values) => (await statement.execute(db, values)).rows };
}

/** A placeholder bound to an array of `type` (`integer`, `text`…): a batch's column, for unnest(…). */
export const arrayPlaceholder = (name: string, type: string): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
