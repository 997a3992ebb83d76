import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports flow one way: contract <- simulator <- api; contract <- web. */
const walls = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/contract/**'],
    rules: walls([
      { group: ['@nms/simulator', '@nms/api', '@nms/web', '**/apps/**', '**/simulator/**'], message: 'contract depends on nothing of ours' },
    ]),
  },
  {
    files: ['packages/simulator/**'],
    rules: walls([{ group: ['@nms/api', '@nms/web', '**/apps/**'], message: 'the simulator writes through sinks; it does not import the API' }]),
  },
  {
    files: ['apps/api/**'],
    rules: walls([{ group: ['@nms/web', '**/apps/web/**'], message: 'the API does not import the web app' }]),
  },
  {
    // React rules for the browser app (hooks and the React Compiler's checks).
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: walls([
      { group: ['@nms/api', '@nms/simulator', '**/apps/api/**', '**/packages/simulator/**'], message: 'the web app speaks to the API over HTTP only' },
    ]),
  },
);
