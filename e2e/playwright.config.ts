import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** A free port on loopback, chosen once by the runner and inherited by its workers. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * The data directory every server starts from a copy of: migrated and seeded by one first start
 * of the built server (scripts/e2e-data.mjs). `npm test` makes it while the unit tests run and
 * passes it in E2E_SEEDED_DATA; otherwise it is made here, named in E2E_SEEDED_DATA for the
 * workers (a file that starts a server of its own copies it too) and removed when the run ends.
 */
function withSeededDataDir(copy: (seeded: string) => void) {
  if (process.env.E2E_SEEDED_DATA) return copy(process.env.E2E_SEEDED_DATA);
  const seeded = mkdtempSync(path.join(tmpdir(), 'staylane-e2e-seeded-'));
  process.on('exit', () => rmSync(seeded, { recursive: true, force: true }));
  const script = fileURLToPath(new URL('../scripts/e2e-data.mjs', import.meta.url));
  execFileSync(process.execPath, [script, seeded], { stdio: 'inherit' });
  process.env.E2E_SEEDED_DATA = seeded;
  copy(seeded);
}

/**
 * Two workers, each with a server of its own (port and data directory), so one worker's
 * bookings, holds and edits of the demo data never meet the other's. The runner picks the
 * ports and directories once; its workers inherit them and each takes the pair at its
 * TEST_PARALLEL_INDEX, which the tests read as E2E_PORT and E2E_DATA_DIR. Each directory starts
 * as a copy of one seeded directory, so no server migrates or seeds at its start.
 */
const WORKERS = 2;
const indexes = Array.from({ length: WORKERS }, (_, index) => index);
for (const index of indexes) process.env[`E2E_PORT_${index}`] ??= String(await freePort());
// Only a test run needs the directories: tools that read this file (knip) start nothing.
const testRun = process.argv.slice(2).includes('test');
if (testRun && indexes.some((index) => !process.env[`E2E_DATA_DIR_${index}`])) {
  withSeededDataDir((seeded) => {
    for (const index of indexes) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'staylane-e2e-'));
      cpSync(seeded, dataDir, { recursive: true });
      process.env[`E2E_DATA_DIR_${index}`] = dataDir;
    }
  });
}
const servers = indexes.map((index) => ({
  port: process.env[`E2E_PORT_${index}`]!,
  dataDir: process.env[`E2E_DATA_DIR_${index}`] ?? '',
}));
const own = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]!;
process.env.E2E_PORT = own.port;
process.env.E2E_DATA_DIR = own.dataDir;
const baseURL = `http://127.0.0.1:${own.port}`;

/**
 * Debian's Chromium headless shell: the build Playwright itself runs headless (its default for
 * `chromium`), some 25 % less CPU per test than the full browser in headless mode on the same
 * files, and the browsers are most of this stage's CPU
 * (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md, fourth round).
 * The full browser where the shell is not installed; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // Files are shared out between the workers; a file's tests run one after another, each in
  // a fresh context, on its worker's server.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM before and after it.
    // Without the screencast: its frames, encoded by the browser and sent to the runner for
    // every test and dropped when it passes, were some 13 % of a file's CPU
    // (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md, fifth round).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: servers.map(({ port, dataDir }) => ({
    // The real built server, as `npm start` runs it, on its copy of the seeded data directory.
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Browser tests sign up and log in many times from one address.
      RATE_LIMIT_MAX_PER_MINUTE: '1000',
      // The tests' channel feeds are served on loopback, which the server refuses to fetch from
      // unless the operator allows it (decision 035).
      OUTBOUND_ALLOW: '127.0.0.1,::1,localhost',
    },
  })),
});
