import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { architecture } from './scripts/eslint-architecture.js';

const noMathRandom = {
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Outcomes and secrets come from node:crypto or the provably fair streams, never Math.random.' },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.d.ts', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/**/*.ts', 'apps/vendor-sim/src/**/*.ts'],
    rules: { ...noMathRandom, 'no-console': 'error' },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '**/apps/**', '@platform/server', '@platform/web'], message: 'Packages use neither Node APIs nor apps.' }] }],
    },
  },
  {
    files: ['packages/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The architecture's shape (docs/architecture.md): web layers, server module boundaries, no import cycles.
    plugins: { architecture },
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    rules: { 'architecture/web-layers': 'error', 'architecture/no-cycle': 'error' },
  },
  {
    plugins: { architecture },
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support.ts', '**/*-test-kit.ts', '**/*-test-client.ts', '**/*-test-helpers.ts'],
    rules: { 'architecture/server-modules': 'error', 'architecture/no-cycle': 'error' },
  },
  {
    plugins: { architecture },
    files: ['packages/**/*.ts', 'apps/vendor-sim/src/**/*.ts'],
    rules: { 'architecture/no-cycle': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
