/**
 * `node scripts/e2e-data.mjs DIR`: a data directory as the built server leaves it on its first
 * start (migrated, demo data seeded), for the browser tests' servers to start from a copy of
 * (e2e/playwright.config.ts). A first start migrates and seeds, some 15 s of CPU; a start on a
 * copy, some 3 s: each run of the browser tests pays for one first start instead of one per
 * worker, and `npm test` makes it while the unit tests run (scripts/test.mjs,
 * docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md).
 *
 * It is made by the real server (dist/main.js) and stopped as an operator would (SIGTERM), so
 * what the copies hold is what a first start writes. The server's JWT secret is removed: each
 * copy's server makes its own, as it did on an empty directory.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free port on loopback. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

/**
 * A start can fail for want of CPU alone (Fastify gives each plugin 10 s, and the web plugin
 * compresses the app's assets at start): a start that ends before it answers is tried again on
 * an emptied directory, twice at most, so only a failure that repeats fails the run.
 */
export async function prepareSeededDataDir(dataDir, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await firstStart(dataDir);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${error.message}
trying again (${attempt + 1} of ${attempts})`);
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
  }
}

async function firstStart(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  // Ready once it answers: it listens only after migrating and seeding (server.ts).
  for (;;) {
    const answer = await Promise.race([
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      ),
      exited.then(() => 'exited'),
    ]);
    if (answer === 'exited')
      throw new Error(`the server stopped while seeding ${dataDir}:\n${stderr}`);
    if (answer) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the server seeding ${dataDir} exited with ${code}:\n${stderr}`);
  await rm(path.join(dataDir, 'jwt-secret'), { force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error('usage: node scripts/e2e-data.mjs DATA_DIR');
    process.exit(2);
  }
  await prepareSeededDataDir(path.resolve(dataDir));
}
