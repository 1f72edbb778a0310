/**
 * Gives a test a freshly migrated database: PGlite in memory always, and a new PostgreSQL
 * database when TEST_DATABASE_URL is set (created for the test file, dropped afterwards).
 *
 * Neither is migrated here: the global set-up (global-setup.ts) migrates one of each per run,
 * and each test database starts as a copy of it (PGlite loads the dumped data directory,
 * PostgreSQL copies a template database), which is several times faster than starting an
 * empty PGlite and migrating it.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Driver } from '../db/database.js';
import { CONFORMANCE_TESTS } from './conformance.js';
import { adminQuery, withDatabaseName } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, dumped to this file. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

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

// The dump is read once per test file and shared by its databases (PGlite copies it).
let pgliteTemplate: Promise<Blob> | undefined;
const migratedPglite = () =>
  (pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((data) => new Blob([data])));

export async function createTestDatabase(
  driver: Driver,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (driver === 'pglite') {
    const handle = await openDatabase({
      dataDir: '',
      inMemory: true,
      ...(migrate && { loadDataDir: await migratedPglite() }),
    });
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `staylane_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  if (migrate && !template) throw new Error('the global set-up made no PostgreSQL template');
  await adminQuery(`create database ${name}${migrate ? ` template ${template}` : ''}`);
  const url = withDatabaseName(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
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
