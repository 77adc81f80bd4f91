// Lint rules for the whole workspace. Notable: no string literals in JSX (every text goes through i18n), and
// imports flow one way (packages ← shell/remotes; no remote imports another remote or the shell).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const i18next = require('eslint-plugin-i18next');
const globals = require('globals');
const { backendBoundaries } = require('./scripts/lib/backend-boundaries');
const { remoteBoundaries } = require('./scripts/lib/remote-boundaries');
const { shellLayers } = require('./scripts/lib/shell-layers');
const { LONG_UNIT_FILES, LONG_UNIT_OPTIONS, longUnitsRule } = require('./scripts/lib/long-units');

const REMOTES = ['mf-training', 'mf-community', 'mf-shop', 'mf-marketing', 'mf-admin'];
// The shop's forms render before react-hook-form is downloaded (mf-shop/src/lib/forms/form-engine.tsx), so
// they take its hooks and components from there; its types may come from the library itself.
const SHOP_FORM_ENGINE = {
  name: 'react-hook-form',
  importNames: [
    'useForm',
    'useFormContext',
    'useWatch',
    'useController',
    'useFormState',
    'Controller',
    'FormProvider',
  ],
  message:
    'Import form hooks and components from lib/forms/form-engine (react-hook-form loads on first use).',
};

// A workspace package is used through its entry points (`@officefit/ui`, `@officefit/ui/testing`, declared in its
// package.json `exports`), never through its `src/` files: those are free to move.
const PACKAGE_INTERNALS = {
  regex: '^(@officefit/[^/]+|shell|gateway|prerender|mf-[a-z]+)/src(/|$)',
  message: 'Import a workspace package through its entry point (package.json "exports"), not its src/ files.',
};
// ... nor by a relative path into another workspace folder.
const RELATIVE_ESCAPE = {
  regex: '^(\\.\\./)+(packages|shell|gateway|backend|prerender|mf-[a-z]+)/',
  message: PACKAGE_INTERNALS.message,
};

/** The shell's own import rules (its layers add to them: scripts/lib/shell-layers.js). */
const SHELL_RULES = {
  patterns: [
    { group: ['**/mf-*/**', 'mf-*'], message: 'The shell loads remotes through Module Federation only.' },
    PACKAGE_INTERNALS,
    RELATIVE_ESCAPE,
  ],
};

/** A remote's own import rules: no shell, no other remote, workspace packages by their entry points. */
function remoteRules(remote) {
  return {
    paths: remote === 'mf-shop' ? [SHOP_FORM_ENGINE] : [],
    patterns: [
      {
        group: ['**/shell/**', 'shell/*'],
        message: 'Remotes never import the shell; use @officefit/* packages.',
      },
      ...REMOTES.filter((r) => r !== remote).map((r) => ({
        group: [`**/${r}/**`, `${r}/*`],
        message: 'Remotes never import each other; share through @officefit/* packages.',
      })),
      PACKAGE_INTERNALS,
      RELATIVE_ESCAPE,
    ],
  };
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-next/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      '.deploy/**',
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
          // register('field'): react-hook-form field names, not texts
          callees: { exclude: ['isKnown', 't', 'i18n(ext)?', 'require', 'register'] },
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  ...remoteBoundaries(__dirname, REMOTES, remoteRules),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shell/**', '**/mf-*/**'], message: 'Packages hold shared code only.' },
            PACKAGE_INTERNALS,
            RELATIVE_ESCAPE,
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', SHELL_RULES] },
  },
  ...shellLayers(SHELL_RULES),
  {
    // The server-render kit composes the shell's frame through its server entry point (remotes build it into their
    // server bundles, issue 33).
    files: ['prerender/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PACKAGE_INTERNALS, RELATIVE_ESCAPE],
        },
      ],
    },
  },
  {
    // One place per fact: the operator's time zone is BUSINESS_TIME_ZONE of @officefit/domain (issue 35).
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'packages/domain/src/local-date.ts',
      '**/db/migrations/**',
      '**/__tests__/**',
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'e2e/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='Europe/Berlin'], TemplateElement[value.raw=/Europe\\/Berlin/]",
          message: 'Use BUSINESS_TIME_ZONE (or DEFAULT_TIME_ZONE) from @officefit/domain.',
        },
      ],
    },
  },
  {
    // The servers log through pino (backend/src/shared/logger.ts, gateway/src/logger.ts: levels, JSON lines, the
    // request id; issue 35). The CLI tools print for the person at the terminal, tests may print what they measure.
    files: ['backend/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['backend/src/cli/**', 'backend/src/test/**', '**/__tests__/**', '**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // The front-ends write to the browser's console only through @officefit/log (levels, the area prefix; issue 35).
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx}',
      'prerender/src/**/*.ts',
    ],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'packages/testing/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Short units (issue 35): no function over 80 lines in the servers' and front-ends' code (tests, stories and
    // test helpers aside); the current longer ones are named with the reason in scripts/lib/long-units.json, which
    // may only shrink (docs/decisions/long-units-allow-list.md).
    files: LONG_UNIT_FILES,
    ignores: [
      'backend/src/test/**',
      '**/__tests__/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/src/testing/**',
      'packages/testing/**',
    ],
    plugins: { 'long-units': { rules: { 'max-lines-per-function': longUnitsRule(__dirname) } } },
    rules: { 'long-units/max-lines-per-function': ['error', LONG_UNIT_OPTIONS] },
  },
  ...backendBoundaries(__dirname, 'backend/src/modules', [
    // One date library (issue 35): wall-clock to instant is zonedInstant, the one use of @date-fns/tz; local dates
    // come from @officefit/domain's Intl-based todayIn.
    {
      name: '@date-fns/tz',
      only: 'kernel/dates.ts',
      message: 'Zone arithmetic lives in modules/kernel/dates.ts (zonedInstant, localDate).',
    },
  ]),
);
