import { configDefaults, defineConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { FRESH_MODULE_TESTS } from './vitest.shared';

/** The web test files that need modules of their own (vitest.shared.ts), run isolated. */
export default defineConfig((env) => {
  const config = viteConfig(env);
  return {
    ...config,
    test: {
      ...config.test,
      name: 'web-isolated',
      include: FRESH_MODULE_TESTS,
      exclude: configDefaults.exclude,
      globalSetup: [],
      isolate: true,
    },
  };
});
