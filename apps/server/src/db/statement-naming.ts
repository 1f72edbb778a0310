/**
 * Every data statement on the main PostgreSQL pool runs as a named prepared statement, named
 * after its text (named-statement.ts): each connection parses and analyses a statement once
 * instead of on every call, and PostgreSQL may keep a generic plan once it has seen that the
 * plan does not depend on the values (plan_cache_mode auto). A booking's ~30 statements were
 * parsed afresh every time (bench/RESULTS.md §6). Transaction control, DDL and anything given
 * as plain text (migrations) stay unnamed.
 */
import type pg from 'pg';
import { statementName } from './named-statement.js';

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Texts named by one process at most: queries whose text varies with their values (an `in`
 * list's length) must not grow every connection's statements without end. Past the limit new
 * texts run unnamed, as before.
 */
export const MOST_NAMED_TEXTS = 2_000;

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly most = MOST_NAMED_TEXTS) {}

  /** The name for a data statement's text; undefined for other statements or past the limit. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || !DATA_STATEMENT.test(text)) return known;
    if (this.names.size >= this.most) return undefined;
    const name = statementName(text);
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/** The config with a name added where it is a plain, unnamed data statement. */
export function withStatementName<T>(config: T, names: StatementNames): T {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit) return config;
  const name = names.nameFor(query.text);
  return name === undefined ? config : { ...config, name };
}

/** Names the data statements of every connection `pool` opens from now on. */
export function nameDataStatements(pool: pg.Pool, names = new StatementNames()): StatementNames {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) =>
      query(withStatementName(config, names), ...rest)) as typeof client.query;
  });
  return names;
}
