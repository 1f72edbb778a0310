/**
 * A query run as a named prepared statement, named after its SQL text: a PostgreSQL connection
 * parses it once and, in the hotel reads pool, plans it once (DatabaseHandle.hotelReadsDb). The
 * values stay parameters, so one name serves every search of the same shape. PGlite runs it
 * like any other query.
 */
import { createHash } from 'node:crypto';

interface PreparableQuery<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/** A statement name for `text`: the same text always gets the same name (PostgreSQL: ≤ 63). */
export function statementName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('base64url')}`;
}

export function runNamed<Result>(query: PreparableQuery<Result>): Promise<Result> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}
