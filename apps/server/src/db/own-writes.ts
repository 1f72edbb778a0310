/**
 * This process's own committed writes, told the moment the writer's commit answers. A
 * notification about them reaches the listening connection (change-notifications.ts) a little
 * later, over another socket: a search run right after this process's own booking could
 * otherwise be answered as before it. PGlite needs none of this: it delivers its notifications
 * before the writing query's answer.
 */
import type pg from 'pg';

type Committed = () => void;

interface Watch {
  /** Whether a statement's text writes to a watched table, by text. */
  writes: Map<string, boolean>;
  pattern: RegExp;
  committed: Committed;
}

const WRITE = /^\s*(insert|update|delete|with|merge)\b/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|rollback|abort)\b(?!\s+to)/i;

/** A statement's text, whether given as text or as a query config. */
function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

function writesTo(watch: Watch, text: string): boolean {
  let writes = watch.writes.get(text);
  if (writes === undefined) {
    writes = WRITE.test(text) && watch.pattern.test(text);
    // Texts are the app's own statements, a bounded set; values travel apart.
    if (watch.writes.size < 5_000) watch.writes.set(text, writes);
  }
  return writes;
}

/**
 * Follows every connection `pool` opens from now on. Answers how to be told, after each
 * statement or transaction that wrote to one of `tables` has committed (or, conservatively,
 * ended at all), before its caller goes on.
 */
export function followOwnWrites(pool: pg.Pool) {
  const watches = new Set<Watch>();

  pool.on('connect', (client) => {
    // Inside a transaction: the watches whose tables it has written to so far.
    let transaction: Set<Watch> | undefined;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    /** The watches to tell once the statement `text` has answered. */
    const toTell = (text: string | undefined): Watch[] => {
      if (text === undefined) return [];
      if (BEGIN.test(text)) {
        transaction = new Set();
        return [];
      }
      if (END.test(text)) {
        const written = [...(transaction ?? [])];
        transaction = undefined;
        return written;
      }
      const written = [...watches].filter((watch) => writesTo(watch, text));
      if (!transaction) return written;
      for (const watch of written) transaction.add(watch);
      return [];
    };
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const tell = toTell(textOf(config));
      if (tell.length === 0) return query(config, ...rest);
      const told = () => tell.forEach((watch) => watch.committed());
      // pg.Pool's own query passes a callback; Drizzle's transactions await a promise.
      const callback = rest.at(-1);
      if (typeof callback === 'function') {
        return query(config, ...rest.slice(0, -1), (...answer: unknown[]) => {
          told();
          (callback as (...answer: unknown[]) => void)(...answer);
        });
      }
      const result = query(config, ...rest);
      // Attached before the caller's own await, so it runs first.
      if (result instanceof Promise) result.then(told, told);
      return result;
    }) as typeof client.query;
  });

  return function onCommitted(tables: readonly string[], committed: Committed): () => void {
    // An empty alternation would match every text.
    if (tables.length === 0) return () => {};
    const pattern = new RegExp(`\\b(${tables.join('|')})\\b`, 'i');
    const watch: Watch = { writes: new Map(), pattern, committed };
    watches.add(watch);
    return () => watches.delete(watch);
  };
}
