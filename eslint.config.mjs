// Lint rules and the code's layers (`npm run lint`, part of `npm test`).
// Layers: plugins/shared/ at the bottom, the article model on it, the features
// (plugins/<feature>/) on both, and src/, scripts/, mcp/ and the configs on top;
// imports go down only, and features are entered only through their public parts
// (scripts/lint/featureBoundaries.mjs). Browser code is src/, plugins/shared/components/
// and each feature's lib/, client/ and theme/; a feature's other files, scripts/,
// mcp/ and the configs run in Node. Browser code may not import Node modules;
// nothing outside a component's folder reaches into it except through its index.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './scripts/lint/featureBoundaries.mjs';

const NODE_MODULES = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'child_process', 'url'];

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench-results/', 'test-results/', 'playwright-report/', '.scratch/', 'static/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // Tools' CommonJS config files (.puppeteerrc.cjs).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
  },
  {
    // The rules of hooks. The plugin's React Compiler rules are left off: the site does not use the compiler.
    files: ['src/**/*.tsx', 'plugins/*/{theme,client}/**/*.{ts,tsx}', 'plugins/shared/components/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    // Tests poke at parsed JSON.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: {local: {rules: {'feature-boundaries': featureBoundaries}}},
    rules: {'local/feature-boundaries': 'error'},
  },
  {
    // Browser code: what the site's pages run (featureBoundaries.mjs's isBrowserFile).
    files: ['src/**/*.{ts,tsx}', 'plugins/*/{lib,client,theme}/**/*.{ts,tsx}', 'plugins/shared/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: NODE_MODULES,
              message: "Browser code cannot use Node modules: put Node-only code in a feature's build side or scripts/lib/.",
            },
            {group: ['**/scripts/**', '**/mcp/**', '**/tests/**'], message: 'Browser code cannot import build-time, server or test code.'},
            {
              group: ['**/components/*/*', '!**/components/*/index', '!**/components/*/styles.module.css'],
              message: "Import a component through its folder's index, not its internals.",
            },
          ],
        },
      ],
    },
  },
);
