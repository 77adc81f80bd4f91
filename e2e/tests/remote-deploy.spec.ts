import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEPLOY_BASE_URL, DEPLOY_DIR } from '../playwright.config';
import { logIn } from '../support/app';

// Independent deployment of one remote (issue 17): a gateway whose community area is served from deployed
// versions (REMOTES_DEPLOY_DIR). While demo has the app open, a changed community build is deployed with
// scripts/deploy-remote.sh; the open tab learns of it from the runtime manifest (its build id names the version),
// reloads at the next route change and shows the new screen; a rollback goes the same way back. The shell and the
// other areas are not touched. The page's clock is fast-forwarded past the shell's 60-second manifest check.
const root = path.resolve(__dirname, '../..');
const SCRIPT = path.join(root, 'scripts/deploy-remote.sh');
const TITLE = 'Mein Punktestand';
const CHANGED = 'Mein Punktestand (Version 2)';

test.use({ baseURL: DEPLOY_BASE_URL });
test.describe.configure({ timeout: 120_000 });

function deploy(...args: string[]): void {
  execFileSync('bash', [SCRIPT, ...args], { env: { ...process.env, REMOTES_DEPLOY_DIR: DEPLOY_DIR } });
}

/** A copy of the built community remote whose score page says CHANGED. */
function changedCommunityBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-community-v2-'));
  fs.cpSync(path.join(root, 'mf-community/dist'), dir, { recursive: true });
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

/**
 * Lets the shell's manifest check run, then changes the route inside the open tab (the header's navigation, no
 * page load of our own): the shell applies the update by reloading there. Then opens "Mein Punktestand" likewise.
 */
async function nextNavigationToScore(page: Page): Promise<void> {
  await page.clock.fastForward('01:05');
  // the check's fetch is real: give it a moment to answer
  await page.waitForTimeout(1000);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const reloaded = page.waitForEvent('load');
  await nav.getByRole('link', { name: 'Ranking', exact: true }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/ranking$/);
  await nav.getByRole('link', { name: 'Mein Punktestand', exact: true }).click();
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
