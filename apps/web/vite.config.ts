import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/DB', '/uploads', '/test-formdata', '/healthz'].map((p) => [p, apiTarget]),
    ),
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The domain package is pure (no I/O, decision 001) and builds its zod schemas at
        // module level: telling the bundler so keeps zod out of pages that only use its
        // plain functions (the shell, the home page's search bar).
        moduleSideEffects: (id) => !id.includes('/packages/domain/'),
        manualPureFunctions: ['z'],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
