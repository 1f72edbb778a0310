import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { minify, type Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { precompressedAssets } from './build/precompressed-assets';
import { FRESH_MODULE_TESTS } from './vitest.shared';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router's module builds its components with unannotated `forwardRef` calls and sets
 * their `displayName` at the top level, so the bundler keeps `<Link>`, `<Form>`,
 * `<ScrollRestoration>` and their helpers though nothing uses them (with
 * components/link.tsx, 4 KB gzip of the first download). Production builds mark those calls
 * pure and drop the names, which only React DevTools shows, and turn off the development
 * warnings as React Router's own production build does (its package exports only the
 * development build). Lines stay where they were, so source maps still hold.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'staylane:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        const shaken = code
          .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
        return { code: shaken, map: null };
      },
    },
  };
}

/**
 * The server-rendered pages load the app through src/boot.js (decision 006). It is served as
 * `/boot.js`, by name, since the server writes that name into the page; it is counted in
 * /home's first download, so it is minified like the app's own code.
 */
function bootScript(): Plugin {
  const source = new URL('./src/boot.js', import.meta.url);
  return {
    name: 'staylane:boot-script',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async generateBundle() {
      const { code, errors } = await minify('boot.js', await readFile(source, 'utf8'), {
        module: true,
        mangle: { toplevel: true },
      });
      if (errors.length > 0) this.error(`src/boot.js: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), treeShakeReactRouter(), bootScript(), precompressedAssets()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/DB', '/uploads', '/test-formdata', '/healthz'].map((p) => [p, apiTarget]),
    ),
  },
  build: {
    sourcemap: false,
    // The server render (render-page.tsx, built with --ssr) needs none of the public files.
    copyPublicDir: !isSsrBuild,
    // Which files each page needs: the server names them in the page's Link header.
    manifest: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The domain package is pure (no I/O, decision 001) and builds its zod schemas at
        // module level: telling the bundler so keeps zod out of pages that only use its
        // plain functions (the shell, the home page's search bar).
        moduleSideEffects: (id) => !id.includes('/packages/domain/'),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // What the entry needs at start in one file: left alone, rolldown splits React, the
          // JSX runtime and its own helpers into small chunks that every page loads anyway.
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // The search bar and the small parts it shares with other pages, in one file: as
            // five files, each compressed apart, /home's first load was 0.6 KB larger. The
            // hotel page, which needs all but the search bar, loads 0.3 KB more.
            {
              name: 'search-bar',
              test: /[\\/](components[\\/](search-bar|stay-date-fields|input-class|button)\.tsx?|domain[\\/]src[\\/]search\.ts)$/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // The files of a worker share one page and their modules: isolated, each file built a
    // jsdom page and imported React, Testing Library and the app afresh, four times the CPU of
    // its tests (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md).
    // src/test/setup.ts clears after each test what a test leaves behind; the files that
    // replace a module with vi.mock run isolated (vitest.isolated.config.ts).
    isolate: false,
    unstubGlobals: true,
  },
}));
