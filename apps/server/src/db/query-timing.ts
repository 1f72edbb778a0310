/**
 * The time each database statement takes, told to whoever listens (the metrics), and how busy
 * each connection pool is. On PostgreSQL every statement of a pool's clients is timed; PGlite
 * runs in this process and has no pool, so its top-level queries and whole transactions are.
 * With no listener nothing is measured.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type QueryObserver = (pool: string, seconds: number) => void;

export interface PoolUse {
  pool: string;
  /** Connections open, idle among them, and callers waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** The listeners of one database handle. */
export class QueryTiming {
  private readonly observers = new Set<QueryObserver>();

  observe(observer: QueryObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  get observed(): boolean {
    return this.observers.size > 0;
  }

  /** Runs `work`, telling its time to the listeners when it settles. */
  time<T>(pool: string, work: () => Promise<T>): Promise<T> {
    if (!this.observed) return work();
    const started = performance.now();
    return work().finally(() => this.tell(pool, started));
  }

  private tell(pool: string, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of this.observers) observer(pool, seconds);
  }

  /**
   * Times the queries of every client `pool` opens from now on: those that return a promise
   * (transactions' statements) and those given a callback (`pool.query`, which Drizzle uses
   * outside transactions).
   */
  timePool(name: string, pool: pg.Pool): void {
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        if (!this.observed) return query(...args);
        const last = args[args.length - 1];
        if (typeof last !== 'function') {
          return this.time(name, () => query(...args) as Promise<unknown>);
        }
        const started = performance.now();
        const answered = last as (...answer: unknown[]) => void;
        return query(...args.slice(0, -1), (...answer: unknown[]) => {
          this.tell(name, started);
          answered(...answer);
        });
      }) as typeof client.query;
    });
  }

  /** Times PGlite's queries, statements and transactions. */
  timePglite(name: string, client: PGlite): void {
    for (const method of ['query', 'exec', 'transaction'] as const) {
      const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
        this.time(name, () => original(...args));
    }
  }
}

export function poolUse(name: string, pool: pg.Pool): PoolUse {
  return { pool: name, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
