// Lint: correctness, the layer direction of ARCHITECTURE.md, no import cycles, size ceilings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Who may import whom (→): app → sdk → shared; mcp → sdk → shared; server → engine, shared; engine → shared. */
const layers = {
  shared: [],
  engine: ['shared'],
  server: ['engine', 'shared'],
  sdk: ['shared'],
  mcp: ['sdk', 'shared'],
  app: ['sdk', 'shared'],
};
const all = Object.keys(layers);
const zones = Object.entries(layers).flatMap(([layer, allowed]) =>
  all
    .filter((other) => other !== layer && !allowed.includes(other))
    .map((other) => ({
      target: `./src/${layer}`,
      from: `./src/${other}`,
      message: `${layer} must not import ${other} (allowed: ${allowed.join(', ') || 'nothing'}); see docs/INTERFACES.md.`,
    })),
);
// Nothing but tests imports the test harness.
zones.push({ target: './src', from: './src/testing', except: [], message: 'Only tests may import src/testing.' });

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.tsbuild/**', 'python/**', 'data/**', 'src/**/fixtures/**', 'src/server/render/worker/**/*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.test.json'] })],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-control-regex': 'off',
    },
  },
  {
    // Tests start the real server across layers; the layer zones hold for product code.
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/**/testing/**', 'src/testing/**', 'e2e/**', 'bench/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The engine and the contract are pure: no Node built-ins (the typecheck refuses DOM globals).
    files: ['src/engine/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'worker_threads'], message: 'engine and shared code is pure: no Node built-ins.' }] }],
    },
  },
  {
    // Features are independent: shared pieces go to app/ui, app/api or app/lib.
    files: ['src/app/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*/**', '!../../../**'], message: 'A feature must not import another feature.' }] }],
    },
  },
  {
    files: ['src/app/**/*.tsx', 'src/app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'max-lines': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.*', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
