/**
 * A statement built once, with placeholders for its values, and run on whatever handle the
 * caller has: the database or a transaction, PGlite or PostgreSQL. Drizzle builds a query's SQL
 * text anew every time it is awaited, and on the booking path that was about a sixth of the
 * server's CPU (bench/RESULTS.md §6); `prepare()` builds once but binds the result to one
 * connection, which a transaction's statements cannot share. So the prepared query is kept as
 * a template per driver and each run borrows it with the caller's connection.
 *
 * This reads two Drizzle internals, a handle's `session` and the prepared query's `client`;
 * reusable-statement.test.ts runs it on both drivers, inside and outside transactions, so a
 * Drizzle upgrade that moves them fails there first.
 */
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database, Transaction } from './database.js';
import { statementName } from './named-statement.js';

type Handle = Database | Transaction;

interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

export interface PreparableQuery<Result> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedQuery<Result>;
}

interface DriverSession {
  client: unknown;
}

function sessionOf(handle: Handle): DriverSession {
  return (handle as unknown as { session: DriverSession }).session;
}

/**
 * `build` makes the query once per driver, on the first handle it is run with; its values
 * must be `sql.placeholder(name)`s, filled from `values` on each run.
 */
export function reusableStatement<Result, Values extends Record<string, unknown>>(
  build: (db: Handle) => PreparableQuery<Result>,
): (db: Handle, values: Values) => Promise<Result> {
  const templates = new Map<unknown, PreparedQuery<Result>>();
  return (db, values) => {
    const session = sessionOf(db);
    let template = templates.get(session.constructor);
    if (!template) {
      const query = build(db);
      template = query.prepare(statementName(query.toSQL().sql));
      templates.set(session.constructor, template);
    }
    const borrowed = Object.create(template) as PreparedQuery<Result> & DriverSession;
    borrowed.client = session.client;
    return borrowed.execute(values);
  };
}

/** `{ key: sql.placeholder('key') }` for each key: the values of a reusable insert. */
export function placeholders<Key extends string>(...keys: Key[]): Record<Key, Placeholder<Key>> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<
    Key,
    Placeholder<Key>
  >;
}
