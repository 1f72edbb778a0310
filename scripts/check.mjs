/**
 * `npm run check`: the type check, the lint, the cycle check, the dead-code check (knip: files,
 * exports and dependencies nothing uses) and the format check side by side,
 * each printed whole when it ends with how long it took. They read the same files and write
 * nothing, so none waits for another; on two cores the type check and the lint, the two long
 * ones, each get a core. Fails when any fails.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const steps = ['typecheck', 'lint', 'cycles', 'dead-code', 'format:check'];

const run = (step) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', step], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(`== ${step}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });

const passed = await Promise.all(steps.map(run));
process.exitCode = passed.every(Boolean) ? 0 : 1;
