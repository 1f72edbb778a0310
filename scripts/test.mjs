/**
 * `npm test`: every test. Three things run side by side: the unit and API tests (Vitest); the
 * build and the seeded data directory for the browser tests (scripts/e2e-data.mjs); and, as
 * soon as those are made, the browser tests on that build and copies of that directory. The
 * unit tests fill both cores; the browser tests mostly wait (on pages, servers and timers: a
 * run alone kept about two thirds of one core busy), so beside each other they take little
 * longer than the unit tests alone and much less than one after the other
 * (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md). Fails when any
 * part fails.
 *
 * The unit tests print as they go; the build's and the browser tests' output is kept and
 * printed whole when each ends, so the three never interleave.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command; resolves with whether it passed, printing a line with its time. */
function run(name, command, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const verdict = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`== ${name}: ${verdict} in ${seconds} s\n`);
      if (quiet && output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const quiet = { quiet: true };
const seeded = await mkdtemp(path.join(tmpdir(), 'staylane-e2e-seeded-'));
try {
  // The seeded directory is made between the server's build and the web app's: on a clean
  // clone its server then finds no web app to load at start, work the copies do not need.
  const built = (async () =>
    (await run('server build', 'npm', ['run', 'build', '-w', 'apps/server'], quiet)) &&
    (await run('seeded data', process.execPath, ['scripts/e2e-data.mjs', seeded], quiet)) &&
    run('web build', 'npm', ['run', 'build', '-w', 'apps/web'], quiet))();
  const [unit, build, browser] = await Promise.all([
    run('unit tests', 'npx', ['vitest', 'run']),
    built,
    built.then(
      (ok) =>
        ok &&
        run('browser tests', 'npm', ['test', '-w', 'e2e'], {
          ...quiet,
          env: { ...process.env, E2E_SEEDED_DATA: seeded },
        }),
    ),
  ]);
  process.exitCode = unit && build && browser ? 0 : 1;
} finally {
  await rm(seeded, { recursive: true, force: true });
}
