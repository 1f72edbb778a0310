/**
 * Builds the real app over a fresh test database, for tests that speak HTTP to it through
 * `app.inject()` or a real socket.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { LOCAL_SERVERS } from './outbound.js';
import type { Driver } from '../db/database.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/**
 * Server tests hold rooms many times a minute from one address, often as one user: the hold
 * rate limits are raised unless a test names them (the tests of those limits do).
 */
export const HOLD_LIMITS_FOR_TESTS = {
  holdPerUser: { max: 100_000, timeWindow: 60_000 },
  holdPerAddress: { max: 100_000, timeWindow: 60_000 },
};

export async function createTestApp(
  driver: Driver,
  env: Record<string, string> = {},
  appOptions: Pick<
    AppOptions,
    'rateLimits' | 'webDistDir' | 'webSsrDir' | 'logStream' | 'channelFetch'
  > = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'staylane-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SEED: 'false',
    OUTBOUND_ALLOW: LOCAL_SERVERS.join(','),
    ...env,
  });
  const database = await createTestDatabase(driver);
  const app = await buildApp({
    config,
    database,
    // Silent unless a test reads the log lines (LOG_LEVEL then says how many).
    logger: appOptions.logStream !== undefined,
    webDistDir: path.join(dataDir, 'no-web'),
    // Pages are served as the web app's build left them, never rendered, unless a test says.
    webSsrDir: path.join(dataDir, 'no-ssr'),
    ...appOptions,
    rateLimits: {
      ...(env.RATE_LIMIT_MAX_PER_MINUTE === undefined && HOLD_LIMITS_FOR_TESTS),
      ...appOptions.rateLimits,
    },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
