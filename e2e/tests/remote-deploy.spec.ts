import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEPLOY_BASE_URL, DEPLOY_DIR } from '../playwright.config';
import { logIn, openAccountMenu } from '../support/app';

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
test.describe.configure({ timeout: 240_000 });

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
 * The check's fetch is real and may answer late on a busy machine: a route change before the shell knew of the new
 * build is just a route change, so the check and the route change are repeated (between /ranking and /score).
 */
async function nextNavigationToScore(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const links = ['Ranking', 'Mein Punktestand'];
  let reloadedOn = '';
  for (let attempt = 0; attempt < 4 && !reloadedOn; attempt += 1) {
    const checked = page.waitForResponse((res) => new URL(res.url()).pathname === '/app-manifest.json');
    await page.clock.fastForward('01:05');
    await (await checked).finished();
    await page.waitForTimeout(500);
    const link = links[attempt % 2]!;
    // "Mein Punktestand" sits in the account menu of the header
    if (link === 'Mein Punktestand') await openAccountMenu(page);
    const reloaded = page
      .waitForEvent('load', { timeout: 15_000 })
      .then(() => link)
      .catch(() => '');
    await nav.getByRole('link', { name: link, exact: true }).click();
    reloadedOn = await reloaded;
  }
  expect(reloadedOn, 'the open tab reloaded at a route change').not.toBe('');
  if (reloadedOn !== 'Mein Punktestand') {
    await openAccountMenu(page);
    await nav.getByRole('link', { name: 'Mein Punktestand', exact: true }).click();
  }
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
