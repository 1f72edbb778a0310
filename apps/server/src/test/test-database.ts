/**
 * Gives a test a freshly migrated database: PGlite in memory always, and a new PostgreSQL
 * database when TEST_DATABASE_URL is set (created for the test file, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase, type DatabaseHandle, type Driver } from '../db/database.js';
import { CONFORMANCE_TESTS } from './conformance.js';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

/** Whether the running test file is in the conformance subset (conformance.ts). */
function isConformanceFile(): boolean {
  // Read when the test file imports this module: Vitest evaluates modules once per file.
  const testPath = expect.getState().testPath;
  if (!testPath) return false;
  const relative = path.relative(SOURCE_ROOT, testPath).split(path.sep).join('/');
  return CONFORMANCE_TESTS.includes(relative);
}

/**
 * The drivers the running test file's database suites run on: PGlite, and PostgreSQL too for
 * the conformance subset when TEST_DATABASE_URL is set.
 */
export const TEST_DRIVERS: Driver[] =
  process.env.TEST_DATABASE_URL && isConformanceFile() ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** The postgres:// address, for tests that start server processes of their own. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(
  driver: Driver,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (driver === 'pglite') {
    const handle = await openDatabase({ dataDir: '', inMemory: true });
    if (migrate) await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `staylane_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = withDatabaseName(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  if (migrate) await handle.migrate();
  let closed = false;
  return {
    ...handle,
    url,
    async close() {
      if (!closed) await handle.close();
      closed = true;
    },
    async destroy() {
      if (!closed) await handle.close();
      closed = true;
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
