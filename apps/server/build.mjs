// Bundles the server into dist/ as plain JavaScript: our workspace packages are inlined (they
// ship TypeScript source), every npm dependency stays external and loads from node_modules.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@staylane/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: 'src/main.ts',
    'seed-large': 'src/seed/seed-large.ts',
    catalogue: 'src/features/catalogue/catalogue-cli.ts',
    'render-demo-images': 'src/seed/render-demo-images.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});

// Renders the demo pictures once per build (a no-op when they are cached), not at every start.
await import('./dist/render-demo-images.js');
