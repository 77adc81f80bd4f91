// The boundary lint (eslint.config.js, scripts/lib/backend-boundaries.js, remote-boundaries.js, shell-layers.js)
// fails on deep imports and lets entry points through: each case lints one import line as if it were written in the
// given file.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '../../..');

// ESLint runs in a child process with the real config (its config loader uses a dynamic import, which jest's VM
// refuses, and plugins load as in `pnpm lint`): one run lints every case, each as one import line in its file.
const LINT_CASES = `
const { ESLint } = require('eslint');
const eslint = new ESLint({ cwd: process.cwd() });
(async () => {
  const out = [];
  for (const [file, specifier] of JSON.parse(process.argv[1])) {
    const [result] = await eslint.lintText("import { x } from '" + specifier + "';\\nexport const y = x;\\n", { filePath: file });
    out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(out));
})();
`;

function lintCases(cases: [string, string][]): string[][] {
  return JSON.parse(
    execFileSync(process.execPath, ['-e', LINT_CASES, JSON.stringify(cases)], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as string[][];
}

const DEEP: [string, string][] = [
  // backend: another module's files, a group sibling's files, src/ outside shared/ and db/
  ['backend/src/modules/share/service.ts', '../activity/ledger'],
  ['backend/src/modules/share/service.ts', '../points/values'],
  ['backend/src/modules/training/exercises/service.ts', '../../activity/context'],
  ['backend/src/modules/community/coworkers/index.ts', '../challenges/repository'],
  ['backend/src/modules/community/challenges/service.ts', '../../training/shared/exercise-repository'],
  ['backend/src/modules/community/habits/service.ts', '../../../seed/habit-suggestions'],
  ['backend/src/modules/kernel/values.ts', '../activity'],
  ['backend/src/test/api/activity.test.ts', '../../modules/activity/service'],
  ['backend/src/seed/seed-database.ts', '../modules/training/shared/dates'],
  // remotes, packages, shell: another package's src/, another remote, the shell
  ['mf-training/src/pages/plan-page.tsx', '@officefit/ui/src/testing'],
  ['mf-training/src/pages/plan-page.tsx', 'mf-shop/src/routes'],
  ['mf-training/src/pages/plan-page.tsx', 'shell/server'],
  ['mf-training/src/pages/plan-page.tsx', '../../../packages/ui/src/button'],
  ['packages/testing/src/render-route.tsx', '@officefit/ui/src/testing'],
  ['shell/src/app/root.tsx', '@officefit/shell-contract/src/menus'],
  // prerender: the shell's and the packages' internals
  ['prerender/src/kit.ts', 'shell/src/layouts/layouts'],
  ['prerender/src/kit.ts', 'mf-marketing/src/server'],
  // a remote's server render: the kit through its entry point, never the shell itself
  ['mf-marketing/src/server/render.tsx', 'prerender/src/render-frame'],
  ['mf-marketing/src/server/render.tsx', 'shell/server'],
  ['prerender/src/boot.ts', '@officefit/i18n/src/storage'],
  ['prerender/src/boot.ts', '../../shell/src/app/known-paths'],
  // inside a remote (remote-boundaries.js): another feature's files, at any depth and by either way up
  ['mf-training/src/features/plan/components/today-plan.tsx', '../../exercises/components/exercise-card'],
  ['mf-training/src/features/plan/components/today-plan.tsx', '../../../features/exercises/api/favourites'],
  ['mf-shop/src/features/termination/termination-api.ts', '../membership/components/extend-membership'],
  ['mf-admin/src/features/import/components/parts/row.tsx', '../../../companies/api/companies'],
  // ...and the remote's own rules still hold in a feature's files
  ['mf-training/src/features/plan/components/today-plan.tsx', 'mf-shop/src/routes'],
  ['mf-training/src/features/plan/components/today-plan.tsx', 'shell/server'],
  // the shell's layers (shell-layers.js): no import up a layer, and the shell's own rules still hold there
  ['shell/src/components/header.tsx', '../app/store'],
  ['shell/src/auth/login-dialog.tsx', '../components/header'],
  ['shell/src/remotes/remote-loader.ts', '../pages/area-unavailable'],
  ['shell/src/context/known-paths.tsx', '../guards/access'],
  ['shell/src/session/persistence.ts', '../auth/login-dialog'],
  ['shell/src/components/header.tsx', 'mf-shop/src/routes'],
];

const ALLOWED: [string, string][] = [
  ['backend/src/modules/share/service.ts', '../activity'],
  ['backend/src/modules/share/service.ts', '../kernel'],
  ['backend/src/modules/share/service.ts', '../../shared/errors'],
  ['backend/src/modules/share/service.ts', './repository'],
  ['backend/src/modules/training/exercises/service.ts', '../plan/builder'],
  ['backend/src/modules/training/exercises/service.ts', '../../../db/schema'],
  ['backend/src/modules/community/coworkers/index.ts', '../challenges'],
  ['backend/src/modules/community/coworkers/index.ts', '../shared/members'],
  ['backend/src/modules/community/awards/index.ts', '../../kernel'],
  ['backend/src/modules/kernel/rules.ts', './dates'],
  ['backend/src/test/api/community-habits.test.ts', '../../modules/community/habits'],
  ['backend/src/app.ts', './modules/activity'],
  ['mf-training/src/pages/plan-page.tsx', '@officefit/ui'],
  ['packages/testing/src/render-route.tsx', '@officefit/ui/testing'],
  ['prerender/src/kit.ts', 'shell/server'],
  ['mf-marketing/src/server/render.tsx', 'prerender/kit'],
  ['mf-training/src/server/render.tsx', 'prerender/kit'],
  ['prerender/src/boot.ts', '@officefit/i18n/storage'],
  ['mf-training/src/features/plan/components/today-plan.tsx', '../../exercises'],
  ['mf-training/src/features/plan/components/today-plan.tsx', '../../../lib/format'],
  ['mf-training/src/features/plan/components/today-plan.tsx', '../api/plan-api'],
  ['mf-training/src/features/plan/components/today-plan.tsx', '../../plan/model/x'],
  ['mf-admin/src/features/import/components/company-choice.tsx', '../../companies'],
  ['mf-training/src/pages/plan-page.tsx', '../features/exercises/components/exercise-card'],
  ['shell/src/app/root.tsx', '../components/header'],
  ['shell/src/components/header.tsx', '../context/known-paths'],
  ['shell/src/components/header.tsx', './menus'],
  ['shell/src/guards/guard.tsx', '../pages/access-denied'],
  ['shell/src/session/service-worker.ts', '../sw/cache-names'],
];

let deep: string[][];
let allowed: string[][];
beforeAll(() => {
  [deep, allowed] = [lintCases(DEEP), lintCases(ALLOWED)];
}, 60_000);

test.each(DEEP.map((c, i) => [...c, i] as const))('%s: a deep import of %s fails the lint', (_f, _s, i) => {
  expect(deep[i]).not.toEqual([]);
});

test.each(ALLOWED.map((c, i) => [...c, i] as const))('%s: %s passes', (_f, _s, i) => {
  expect(allowed[i]).toEqual([]);
});
