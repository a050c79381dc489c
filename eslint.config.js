import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Web boundaries: shared → features → app, one way; a feature never imports another feature.
// A small local rule resolves each relative import against the importing file to see where it lands.
const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'apps/web/src');
const layerOf = (file) => {
  const relative = path.relative(webSource, file).split(path.sep);
  if (relative[0] === 'features') return { layer: 'features', feature: relative[1] };
  // The entry files at the root of src (main.tsx) belong to the app layer.
  return { layer: relative[0] === 'app' || relative.length === 1 ? 'app' : 'shared' };
};
const webBoundaryRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = layerOf(path.resolve(path.dirname(context.filename), source));
        if (from.layer === 'shared' && to.layer !== 'shared') {
          context.report({ node, message: 'Shared code (components, lib, config) imports neither features nor the app layer.' });
        } else if (from.layer === 'features' && to.layer === 'app') {
          context.report({ node, message: 'Features do not import the app layer; routes compose features.' });
        } else if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
          context.report({ node, message: `The ${from.feature} feature imports the ${to.feature} feature; compose them in app/ instead.` });
        }
      },
    };
  },
};
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { boundaries: { rules: { 'web-layers': webBoundaryRule } } },
  rules: { 'boundaries/web-layers': 'error' },
};
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  webBoundaries,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
