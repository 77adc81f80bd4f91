// `max-lines-per-function` with a named allow-list (issue 35): ESLint's own rule, except that the functions listed
// in scripts/lib/long-units.json (file + function name + why) are not reported. Unlike a per-file `ignores`, a new
// long function in a listed file still fails, so the list can only shrink. docs/decisions/long-units-allow-list.md.
const path = require('node:path');
const { builtinRules } = require('eslint/use-at-your-own-risk');

const core = builtinRules.get('max-lines-per-function');

/** The code the rule covers (eslint.config.js adds what it leaves out: tests, stories, test helpers). */
const LONG_UNIT_FILES = [
  'backend/src/**/*.ts',
  'gateway/src/**/*.ts',
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.{ts,tsx}',
];

/** The options every covered file is linted with. */
const LONG_UNIT_OPTIONS = { max: 80, skipBlankLines: true, skipComments: true };

/** @returns {{ path: string, function: string, why: string }[]} */
function allowList() {
  return require('./long-units.json').functions;
}

/**
 * The function's name as the core rule reports it ("Async function 'placeOrder'" → placeOrder); an unnamed one
 * (a render-prop or callback arrow) is listed as "(anonymous)".
 */
function reportedName(text) {
  const match = /'([^']+)'/.exec(String(text ?? ''));
  return match ? match[1] : ANONYMOUS;
}
const ANONYMOUS = '(anonymous)';

/** @param {string} root the folder of eslint.config.js (the allow-list's paths are relative to it) */
function longUnitsRule(root) {
  const allowed = new Set(allowList().map((entry) => `${entry.path}#${entry.function}`));
  return {
    meta: {
      ...core.meta,
      docs: { ...core.meta.docs, description: `${core.meta.docs.description} (allow-list)` },
    },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const report = (descriptor) => {
        if (!allowed.has(`${file}#${reportedName(descriptor.data?.name)}`)) context.report(descriptor);
      };
      return core.create(Object.create(context, { report: { value: report } }));
    },
  };
}

module.exports = { allowList, LONG_UNIT_FILES, LONG_UNIT_OPTIONS, longUnitsRule, reportedName };
