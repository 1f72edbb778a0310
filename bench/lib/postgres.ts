/**
 * Fresh PostgreSQL databases for a run, made and dropped on the local server. The admin
 * address comes from BENCH_POSTGRES_URL (default: the CI server with trust auth).
 */
import pg from 'pg';

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database (or a copy of `template`) and answers its address. */
export async function createDatabase(name: string, template?: string): Promise<string> {
  await admin(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** Runs one query against a database and answers its rows. */
export async function query<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A database name unique to this run, e.g. bench_api_1718_ab12. */
export function runDatabaseName(purpose: string): string {
  return `bench_${purpose}_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
}
