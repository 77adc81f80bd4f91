// The short-units lint (eslint.config.js, scripts/lib/long-units.js): a function over 80 lines in the servers' or the
// front-ends' code fails unless scripts/lib/long-units.json names it, and every entry there is still over the limit
// (the list only shrinks).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');

// ESLint runs in a child process with the real config, as in boundaries.test.ts (jest's VM refuses its loader).
const LINT = `
const { ESLint } = require('eslint');
const { allowList, LONG_UNIT_OPTIONS, reportedName } = require('./scripts/lib/long-units');
const [cases] = JSON.parse(process.argv[1]);
const body = Array.from({ length: 85 }, (_, i) => '  const a' + i + ' = ' + i + ';').join('\\n');
const source = (name) => 'export function ' + name + '(): number {\\n' + body + '\\n  return a0;\\n}\\n';
(async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const reported = [];
  for (const [file, name] of cases) {
    const [result] = await eslint.lintText(source(name), { filePath: file });
    reported.push(result.messages.filter((m) => m.ruleId === 'long-units/max-lines-per-function').length);
  }
  // ESLint's own rule on the listed files: which listed functions are still over the limit
  const core = new ESLint({
    cwd: process.cwd(),
    overrideConfig: { rules: { 'max-lines-per-function': ['error', LONG_UNIT_OPTIONS] } },
  });
  const files = [...new Set(allowList().map((entry) => entry.path))];
  const over = [];
  for (const result of await core.lintFiles(files)) {
    const file = require('node:path').relative(process.cwd(), result.filePath);
    for (const m of result.messages.filter((m) => m.ruleId === 'max-lines-per-function')) {
      over.push(file + '#' + reportedName(m.message));
    }
  }
  process.stdout.write(JSON.stringify({ reported, over }));
})();
`;

interface Outcome {
  reported: number[];
  over: string[];
}

function lint(cases: [string, string][]): Outcome {
  return JSON.parse(
    execFileSync(process.execPath, ['-e', LINT, JSON.stringify([cases])], { cwd: root, encoding: 'utf8' }),
  ) as Outcome;
}

interface Entry {
  path: string;
  function: string;
  why: string;
}
const allowList = (): Entry[] =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../long-units.json'), 'utf8')) as { functions: Entry[] })
    .functions;

describe('max-lines-per-function with the allow-list', () => {
  // one child process for every case (ESLint starts slowly on a busy machine)
  let outcome: Outcome;
  beforeAll(() => {
    outcome = lint([
      // app.ts#createApp: a listed function expected to stay listed (the composition root)
      ['backend/src/app.ts', 'tooLong'],
      ['backend/src/app.ts', 'createApp'],
      ['backend/src/modules/membership/use-cases/extend.ts', 'extend'],
      ['gateway/src/server.ts', 'tooLong'],
      ['backend/src/test/api/shop.test.ts', 'tooLong'],
      ['backend/src/modules/shop/checkout.test.ts', 'tooLong'],
      ['mf-shop/src/features/shop/checkout/checkout-form.tsx', 'tooLong'],
      ['packages/ui/src/components/select.tsx', 'tooLong'],
      ['shell/src/bootstrap.tsx', 'tooLong'],
      ['mf-shop/src/pages/__tests__/checkout-page.test.tsx', 'tooLong'],
      ['packages/ui/src/components/button.stories.tsx', 'tooLong'],
      ['mf-shop/src/testing/shop-data.ts', 'tooLong'],
    ]);
  }, 120_000);

  it('reports a long function, also a new one in a file with a listed function', () => {
    expect(outcome.reported[0]).toBe(1);
    expect(outcome.reported[2]).toBe(1);
    expect(outcome.reported[3]).toBe(1);
  });

  it('covers the front-ends and packages too', () => {
    expect(outcome.reported.slice(6, 9)).toEqual([1, 1, 1]);
  });

  it('lets a listed function through in its file only', () => {
    expect(outcome.reported[1]).toBe(0);
  });

  it('leaves tests alone', () => {
    expect(outcome.reported[4]).toBe(0);
    expect(outcome.reported[5]).toBe(0);
    expect(outcome.reported.slice(9)).toEqual([0, 0, 0]);
  });

  it('lists only functions still over the limit, each with a reason', () => {
    const listed = allowList().map((entry) => `${entry.path}#${entry.function}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((entry) => !outcome.over.includes(entry))).toEqual([]);
    for (const entry of allowList()) expect(entry.why.length).toBeGreaterThan(20);
  });
});
