/**
 * Runs once before the server tests: checks the conformance list and migrates one database of
 * each driver, which every test database then copies (test-database.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { CONFORMANCE_TESTS, FRESH_MODULE_TESTS } from './conformance.js';
import { adminQuery, withDatabaseName } from './postgres-admin.js';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

export default async function setup(project: TestProject) {
  const listed = [...CONFORMANCE_TESTS, ...FRESH_MODULE_TESTS];
  const missing = listed.filter((file) => !existsSync(path.join(SOURCE_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`conformance.ts names test files that do not exist: ${missing.join(', ')}`);
  }
  // A mock set by a file that shares its worker's modules may not hold, or may hold for the
  // next file too: such a file must be listed to run isolated.
  const unlisted = await mockingFilesNotIn(listed);
  if (unlisted.length > 0) {
    throw new Error(
      `these test files call vi.mock but are not in FRESH_MODULE_TESTS (conformance.ts): ${unlisted.join(', ')}`,
    );
  }

  const directory = await mkdtemp(path.join(tmpdir(), 'staylane-template-'));
  const pglite = new PGlite();
  await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS_DIR });
  const templateFile = path.join(directory, 'pglite.tar');
  // Uncompressed: loading it is the part every test file repeats.
  await writeFile(
    templateFile,
    Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()),
  );
  await pglite.close();
  project.provide('pgliteTemplateFile', templateFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | undefined;
  if (adminUrl) {
    postgresTemplate = `staylane_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${postgresTemplate}`);
    const postgres = await openDatabase({
      databaseUrl: withDatabaseName(adminUrl, postgresTemplate),
      dataDir: '',
    });
    await postgres.migrate();
    // A template is copied only while no one is connected to it.
    await postgres.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (postgresTemplate) await adminQuery(`drop database if exists ${postgresTemplate}`);
    await rm(directory, { recursive: true, force: true });
  };
}

/** Test files (relative to src/) that call `vi.mock` and are not in `listed`. */
async function mockingFilesNotIn(listed: readonly string[]): Promise<string[]> {
  const unlisted: string[] = [];
  const files = await readdir(SOURCE_ROOT, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.test.ts'))) {
    const relative = file.split(path.sep).join('/');
    if (listed.includes(relative)) continue;
    if ((await readFile(path.join(SOURCE_ROOT, file), 'utf8')).includes('vi.mock(')) {
      unlisted.push(relative);
    }
  }
  return unlisted;
}
