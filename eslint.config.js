// ESLint for every JavaScript and TypeScript file of the repository: `npx eslint .` at the root
// (scripts/lint.sh runs it with the type check). Recommended rules, plus those that catch real bugs.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'build/',
    'npm/build/',
    'demo/dist/',
    'npm/docs/',
    'tests/repo/.type-gate-*/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],
    extends: [js.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      eqeqeq: ['error', 'always'],
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-shadow-restricted-names': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-unmodified-loop-condition': 'error',
      'no-unreachable-loop': 'error',
      'no-constructor-return': 'error',
      'array-callback-return': 'error',
    },
  },
  // Node: the package's build scripts, the tests, the benchmarks, the repository's scripts.
  {
    files: ['npm/scripts/**', 'tests/**', 'bench/**', 'scripts/**', 'demo/*.{js,mjs}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  // The browser: the demo page and the pages and workers of the browser tests.
  {
    files: ['demo/src/**', 'tests/e2e/fixtures/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  // The browser tests run in Node but hand callbacks to page.evaluate(), which run in the page.
  {
    files: ['tests/e2e/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // TypeScript anywhere (declaration files included): the TypeScript parser and its recommended rules.
  {
    files: ['**/*.{ts,mts,cts}'],
    extends: [tseslint.configs.recommended],
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'after-used', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // The package's TypeScript, with type information (so floating promises are caught).
  {
    files: ['npm/src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './npm/tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
);
