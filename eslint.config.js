import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Files named for what only tests use; such a file belongs in src/test/ (docs/testing.md).
const testSupportNames = ['fixture', 'fixtures', 'fake', 'fakes', 'mock', 'mocks', 'stub', 'stubs'];
const testSupportFileNames = testSupportNames.map((name) => `**/*-${name}.{ts,tsx}`);

// Test support (docs/testing.md) lives in each workspace's src/test/ or in *.test-support.* files;
// production code never imports it.
const testSupport = {
  group: [
    '**/test/**',
    '@/test/*',
    '@/test/**',
    '@staylane/domain/testing',
    '*.test-support*',
    ...testSupportNames.map((name) => `*-${name}`),
  ],
  message: 'Production code does not import test support (docs/testing.md).',
};
const testFiles = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/*.test-support.*'];
const testsAndSupport = (folder) => [
  `${folder}/**/*.test.{ts,tsx}`,
  `${folder}/**/*.test-support.*`,
];

// Web features stay independent of each other: shared code moves down to components/ or lib/.
const noOtherWebFeature = {
  group: ['../../features/*', '@/features/*'],
  message: 'A feature does not import another feature; move shared code to components/ or lib/.',
};

// A server feature reaches another only through what that one declares public, its index.ts:
// `../<feature>/<file>` is refused unless the file is index.js (`../../lib/…` and the like pass).
const throughFeatureIndex = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)',
  message: 'Import another feature through its index.ts, which holds what it declares public.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Plain JavaScript for the browser, outside the app's bundle (minified by vite.config.ts).
  { files: ['apps/web/src/boot.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noOtherWebFeature, testSupport],
        },
      ],
    },
  },
  {
    // Tests of a web feature may use test support, never another feature.
    files: testsAndSupport('apps/web/src/features'),
    rules: { 'no-restricted-imports': ['error', { patterns: [noOtherWebFeature] }] },
  },
  {
    // The rest of the web app ships too.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'apps/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testSupport] }] },
  },
  {
    // Server features import lib/, db/, plugins/, config, the domain, and another feature
    // only through its index.ts; tests are held to the same rule.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [throughFeatureIndex, testSupport] }],
    },
  },
  {
    files: testsAndSupport('apps/server/src/features'),
    rules: { 'no-restricted-imports': ['error', { patterns: [throughFeatureIndex] }] },
  },
  {
    // The rest of the server ships too: app.ts, main.ts, plugins/, lib/, db/, seed/.
    files: ['apps/server/src/**/*.ts'],
    ignores: [...testFiles, 'apps/server/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testSupport] }] },
  },
  {
    // A fixture, fake, mock or stub among production files is test support in the wrong place,
    // whoever imports it: the file itself is the error.
    files: testSupportFileNames,
    ignores: ['**/src/test/**', 'e2e/**', 'bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'Test support lives in src/test/ (docs/testing.md), not among production files.',
        },
      ],
    },
  },
  {
    // packages/domain is pure: no I/O, no Node or browser APIs.
    files: ['packages/domain/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'http'] }, testSupport] },
      ],
    },
  },
);
