import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEPLOY_BASE_URL } from '../playwright.config';
import { logIn } from '../support/app';
import { deployRemote as deploy, nextNavigationReloads, ROOT } from '../support/deploy';

// Independent deployment of one remote (issue 17): a gateway whose community area is served from deployed
// versions (REMOTES_DEPLOY_DIR). While demo has the app open, a changed community build is deployed with
// scripts/deploy-remote.sh; the open tab learns of it from the runtime manifest (its build id names the version),
// reloads at the next route change and shows the new screen; a rollback goes the same way back. The shell and the
// other areas are not touched. The page's clock is fast-forwarded past the shell's 60-second manifest check.
const TITLE = 'Mein Punktestand';
const CHANGED = 'Mein Punktestand (Version 2)';

test.use({ baseURL: DEPLOY_BASE_URL });
test.describe.configure({ timeout: 240_000 });

/** A copy of the built community remote whose score page says CHANGED. */
function changedCommunityBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-community-v2-'));
  fs.cpSync(path.join(ROOT, 'mf-community/dist'), dir, { recursive: true });
  let changed = 0;
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(TITLE)) continue;
    fs.writeFileSync(file, text.split(TITLE).join(CHANGED));
    changed += 1;
  }
  expect(changed).toBeGreaterThan(0);
  return dir;
}

const SCORE = { name: 'Mein Punktestand', inAccountMenu: true };
const RANKING = { name: 'Ranking' };

/** The next route change to "Mein Punktestand" after the shell's manifest check (support/deploy.ts). */
async function nextNavigationToScore(page: Page): Promise<void> {
  await nextNavigationReloads(page, SCORE, RANKING);
  await expect(page).toHaveURL(/\/score$/);
}

test('a community build deployed while the app is open is used from the next navigation; a rollback too', async ({
  page,
}) => {
  deploy('community', `e2e-one-${Date.now()}`);
  const entries: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/remotes/community/')) entries.push(new URL(req.url()).pathname);
  });
  await page.clock.install();
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await page.goto('/score');
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  expect(entries.some((p) => /^\/remotes\/community\/e2e-one-\d+\/mf-manifest\.json$/.test(p))).toBe(true);

  const two = `e2e-two-${Date.now()}`;
  deploy('community', two, changedCommunityBuild());
  await nextNavigationToScore(page);
  await expect(page.getByRole('heading', { level: 1, name: CHANGED })).toBeVisible();
  expect(entries).toContain(`/remotes/community/${two}/mf-manifest.json`);

  deploy('rollback', 'community');
  await nextNavigationToScore(page);
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
});
