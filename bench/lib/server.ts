/**
 * The server as production runs it: the esbuild bundle `apps/server/dist/main.js` in its own
 * process on 127.0.0.1, NODE_ENV=production, a fresh data directory, PGlite or PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, SEED_LARGE, SERVER_MAIN, SERVER_PROBE, WEB_DIST } from './paths.js';
import { stopProcess, track } from './processes.js';

export type Driver = 'pglite' | 'postgres';

/** Builds the server bundle (about a second) and, when asked, the web app if it is missing. */
export function buildServer(options: { web?: boolean } = {}): void {
  const run = (workspace: string) => {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  };
  run('apps/server');
  if (
    options.web &&
    (process.env.BENCH_REBUILD_WEB || !existsSync(path.join(WEB_DIST, 'index.html')))
  ) {
    run('apps/web');
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function tempDataDir(purpose: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `staylane-bench-${purpose}-`));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface ServerSetup {
  dataDir: string;
  /** Unset for PGlite under dataDir. */
  databaseUrl?: string | undefined;
  /** Extra environment (MAIL_POLL_MS, SMTP_URL, …). */
  env?: Record<string, string>;
  /** The same secret on every process that shares a database. */
  jwtSecret?: string;
  port?: number;
  /** Node options before the bundle (`--cpu-prof`, …). */
  nodeArgs?: string[];
  /**
   * Loads lib/server-probe.mjs into the server (event-loop delay and GC figures per phase,
   * read with lib/probe-client.ts on this port); the server's own code is unchanged.
   */
  probePort?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all, as a crash. */
  kill(): Promise<void>;
}

export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

function serverEnv(setup: ServerSetup, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: setup.dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX_PER_MINUTE: '100000',
    JWT_SECRET: setup.jwtSecret ?? BENCH_JWT_SECRET,
    ...setup.env,
  };
  if (setup.databaseUrl) env.DATABASE_URL = setup.databaseUrl;
  return env;
}

export async function startServer(setup: ServerSetup): Promise<RunningServer> {
  const port = setup.port ?? (await freePort());
  const log = createWriteStream(path.join(setup.dataDir, `server-${port}.log`), { flags: 'a' });
  const probe = setup.probePort ? ['--import', pathToFileURL(SERVER_PROBE).href] : [];
  const env = serverEnv(setup, port);
  if (setup.probePort) env.BENCH_PROBE_PORT = String(setup.probePort);
  const child = spawn(process.execPath, [...(setup.nodeArgs ?? []), ...probe, SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `server exited with ${child.exitCode}; see ${setup.dataDir}/server-${port}.log`,
      );
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${url} did not answer within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    process: child,
    stop: () => stopProcess(child, 'SIGTERM'),
    kill: () => stopProcess(child, 'SIGKILL'),
  };
}

/** Runs `seed-large.js --hotels n` against the setup's database; answers its summary line. */
export function seedLarge(setup: ServerSetup, hotels: number, rates = false): string {
  const args = [SEED_LARGE, '--hotels', String(hotels), ...(rates ? ['--rates'] : [])];
  const result = spawnSync(process.execPath, args, {
    cwd: REPO_ROOT,
    env: serverEnv(setup, 0),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed-large failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * A database with the demo seed (made by one start of the server) and, when `largeHotels`
 * is given, the large data set added by seed-large (with `rates`, a year of rates on every
 * room type and plan: seed:large --rates).
 */
export async function prepareData(
  setup: ServerSetup,
  largeHotels?: number,
  options: { rates?: boolean } = {},
): Promise<string> {
  const first = await startServer(setup);
  await first.stop();
  return largeHotels ? seedLarge(setup, largeHotels, options.rates) : 'demo seed only';
}
