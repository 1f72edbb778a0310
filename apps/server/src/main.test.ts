/**
 * The process as operators run it: configuration refused with one clear line, SIGTERM ending
 * the process cleanly, and a second start on the same data directory finding its data.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './db/database.js';
import { serverDir, serverEntry } from './test/server-bundle.js';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs src/main.ts; when `untilListening`, sends SIGTERM once it serves /healthz. */
async function runMain(
  env: Record<string, string>,
  untilListening = false,
): Promise<Outcome & { health?: number }> {
  const entry = await serverEntry();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED: 'false', ...env },
    });
    let stdout = '';
    let stderr = '';
    let health: number | undefined;
    child.stdout.on('data', async (chunk: Buffer) => {
      stdout += chunk;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      if (untilListening && address && health === undefined) {
        health = 0;
        health = (await fetch(`${address}/healthz`)).status;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr, health }));
  });
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'staylane-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc")',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// address (got "mysql://x")',
    ],
  ])('exits 1 with one line for %o', async (env, line) => {
    const outcome = await runMain(env);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe(line);
  });

  it('serves, stops on SIGTERM with exit code 0, and starts again on the same data', async () => {
    const first = await runMain({ PORT: '0', DATA_DIR: dataDir }, true);
    expect(first.health).toBe(200);
    expect(first.code).toBe(0);

    const database = await openDatabase({ dataDir });
    const [applied] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await database.close();
    expect(applied?.n).toBeGreaterThan(0);

    const second = await runMain({ PORT: '0', DATA_DIR: dataDir }, true);
    expect(second.health).toBe(200);
    expect(second.code).toBe(0);
  });
});
