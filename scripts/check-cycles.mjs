/**
 * Fails when a workspace's files import each other in a circle (issue 13). dpdm follows
 * `import type` too: a type-only circle is harmless at run time but still says two files are
 * one job or a shared piece belongs lower down (as the card forms' props did). Each workspace
 * is read with its own tsconfig, so the web app's `@/` paths resolve; tests are included.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaces = [
  { tsconfig: 'packages/domain/tsconfig.json', files: 'packages/domain/src/**/*.ts' },
  { tsconfig: 'apps/server/tsconfig.json', files: 'apps/server/src/**/*.ts' },
  { tsconfig: 'apps/web/tsconfig.json', files: 'apps/web/src/**/*.{ts,tsx}' },
  { tsconfig: 'bench/tsconfig.json', files: 'bench/{api,web,resilience,lib}/**/*.ts' },
  { tsconfig: 'e2e/tsconfig.json', files: 'e2e/**/*.ts' },
];

const dpdm = fileURLToPath(new URL('../node_modules/dpdm/lib/bin/dpdm.js', import.meta.url));
const flags = ['--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1'];

// The workspaces are read side by side, one process each.
const results = await Promise.all(
  workspaces.map(
    ({ tsconfig, files }) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [dpdm, ...flags, '--tsconfig', tsconfig, files], {
          cwd: root,
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => resolve({ files, status, output }));
      }),
  ),
);
const failed = results.filter((result) => result.status !== 0);
for (const { files, output } of failed)
  process.stderr.write(`Import cycles in ${files}:\n${output}\n`);
if (failed.length > 0) process.exit(1);
console.log('No import cycles.');
