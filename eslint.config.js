// Lint rules for the whole workspace. Notable: no string literals in JSX (every text goes through i18n), and
// imports flow one way (packages ← shell/remotes; no remote imports another remote or the shell).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const i18next = require('eslint-plugin-i18next');
const globals = require('globals');

const REMOTES = ['mf-training', 'mf-community', 'mf-shop', 'mf-marketing', 'mf-admin'];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      '**/test-results/**',
      'reports/**',
      '.tools/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(label|title|aria-label|placeholder|alt)$'] },
          callees: { exclude: ['isKnown', 't', 'i18n(ext)?', 'require'] },
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', 'shell/*'],
              message: 'Remotes never import the shell; use @officefit/* packages.',
            },
            ...REMOTES.filter((r) => r !== remote).map((r) => ({
              group: [`**/${r}/**`, `${r}/*`],
              message: 'Remotes never import each other; share through @officefit/* packages.',
            })),
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/shell/**', '**/mf-*/**'], message: 'Packages hold shared code only.' }] },
      ],
    },
  },
);
