/**
 * The server entry (src/main.ts) bundled for the tests that start real server processes.
 * Started through tsx, each process spent about 3 s of CPU translating the sources before it ran
 * a line; the bundle loads in under one
 * (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md). It is bundled as
 * build.mjs bundles dist/main.js (workspace packages inlined, npm packages loaded from
 * node_modules), from the sources of this run, so a stale dist/ never answers for them.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** apps/server, where the processes start, as `npm start` starts them. */
export const serverDir = fileURLToPath(new URL('../..', import.meta.url));

const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@staylane/') ? undefined : { path: args.path, external: true },
    );
  },
};

let bundled: Promise<string> | undefined;

/** The path of the bundled entry; node runs it as it would run src/main.ts through tsx. */
export function serverEntry(): Promise<string> {
  return (bundled ??= bundle());
}

async function bundle(): Promise<string> {
  const entry = path.join(serverDir, 'src', 'main.ts');
  const { outputFiles } = await build({
    entryPoints: [entry],
    outfile: 'main.mjs',
    write: false,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    plugins: [externalNpmPackages],
    // src/paths.ts finds the migrations and the web build from its own address: the bundle
    // answers with src/main.ts's, as a process started on the sources does.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
    logLevel: 'warning',
  });
  const code = outputFiles[0]!.contents;
  // Named by its content, so the workers and the runs that bundle the same sources share one
  // file, and nothing has to remove it: it lives in node_modules (ignored by git and every
  // check), below apps/server so that its npm imports resolve as the sources' do.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(
    serverDir,
    'node_modules',
    '.cache',
    'staylane-test-server',
    `${hash}.mjs`,
  );
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true });
    // Written whole under another name first: another worker may be starting it already.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, code, { mode: 0o644 });
    await rename(partial, file);
  }
  return file;
}
