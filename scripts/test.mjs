/**
 * `npm test`: every test. The unit and API tests (Vitest) run while the build and the seeded
 * data directory for the browser tests are made (scripts/e2e-data.mjs): the build and the
 * seeding use little more than one core for a minute, and the unit tests leave some of both
 * cores idle while they wait on databases and child processes. Then the browser tests run on
 * that build and copies of that directory. Fails when any part fails; the browser tests run
 * only when the unit tests and the build passed (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md).
 *
 * The unit tests print as they go; the build's output is kept and printed whole when it ends.
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
  const [unit, build] = await Promise.all([
    run('unit tests', 'npx', ['vitest', 'run']),
    // The seeded directory is made between the server's build and the web app's: on a clean
    // clone its server then finds no web app to compress at start, work the copies do not need.
    (async () =>
      (await run('server build', 'npm', ['run', 'build', '-w', 'apps/server'], quiet)) &&
      (await run('seeded data', process.execPath, ['scripts/e2e-data.mjs', seeded], quiet)) &&
      run('web build', 'npm', ['run', 'build', '-w', 'apps/web'], quiet))(),
  ]);
  const browser =
    unit &&
    build &&
    (await run('browser tests', 'npm', ['test', '-w', 'e2e'], {
      env: { ...process.env, E2E_SEEDED_DATA: seeded },
    }));
  process.exitCode = unit && build && browser ? 0 : 1;
} finally {
  await rm(seeded, { recursive: true, force: true });
}
