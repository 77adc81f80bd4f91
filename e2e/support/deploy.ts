import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEPLOY_DIR } from '../playwright.config';
import { openAccountMenu } from './app';

// Deploying remotes on the deployment gateway of the e2e run (playwright.config.ts DEPLOY_BASE_URL / DEPLOY_DIR)
// with scripts/deploy-remote.sh, and what a test needs to see a deploy arrive: in the server's answers and in a tab
// that stays open (remote-deploy*.spec.ts, compat.spec.ts).

export const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/deploy-remote.sh');

/** `scripts/deploy-remote.sh ...args` against the deployment gateway's folder. */
export function deployRemote(...args: string[]): void {
  execFileSync('bash', [SCRIPT, ...args], { env: { ...process.env, REMOTES_DEPLOY_DIR: DEPLOY_DIR } });
}

/** Waits until the gateway names `version` as the area's entry in the runtime manifest (it re-reads within a second). */
export async function manifestNames(
  request: APIRequestContext,
  area: string,
  version: string,
): Promise<void> {
  const entry = `/remotes/${area}/${version}/mf-manifest.json`;
  await expect
    .poll(async () => (await (await request.get('/app-manifest.json')).text()).includes(entry))
    .toBe(true);
}

/**
 * The server's answer for `pathname` (default `/`) once its `x-rendered-by` header is `expected` (the gateway has
 * picked up the deploy). A signed-in page needs the page's own request context (`page.request`: its cookies).
 */
export async function renderedBy(
  request: APIRequestContext,
  expected: string | undefined,
  pathname = '/',
): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      // a kept-alive connection the gateway closed while idle (the deploy takes seconds) fails once: ask again
      try {
        const res = await request.get(pathname, { headers: { Accept: 'text/html' } });
        body = await res.text();
        return res.headers()['x-rendered-by'];
      } catch (error) {
        return `request failed: ${(error as Error).message}`;
      }
    })
    .toBe(expected);
  return body;
}

/** A link of the header's navigation; `inAccountMenu` when it sits in the account menu. */
export interface NavLink {
  name: string;
  inAccountMenu?: boolean;
}

async function clickNav(page: Page, link: NavLink): Promise<void> {
  if (link.inAccountMenu) await openAccountMenu(page);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: link.name, exact: true })
    .click();
}

/**
 * Lets the shell's manifest check run (the page's clock, installed by the test, is fast-forwarded past its 60
 * seconds), then changes the route inside the open tab through the header's navigation: the shell applies the
 * update by reloading there. The check's fetch is real and may answer late on a busy machine: a route change before
 * the shell knew of the new build is just a route change, so check and route change are repeated, alternating
 * between `other` and `target`; ends on `target`.
 */
export async function nextNavigationReloads(page: Page, target: NavLink, other: NavLink): Promise<void> {
  const links = [other, target];
  let reloadedOn: NavLink | undefined;
  for (let attempt = 0; attempt < 4 && !reloadedOn; attempt += 1) {
    const checked = page.waitForResponse((res) => new URL(res.url()).pathname === '/app-manifest.json');
    await page.clock.fastForward('01:05');
    await (await checked).finished();
    await page.waitForTimeout(500);
    const link = links[attempt % 2]!;
    const reloaded = page
      .waitForEvent('load', { timeout: 15_000 })
      .then(() => link)
      .catch(() => undefined);
    await clickNav(page, link);
    reloadedOn = await reloaded;
  }
  expect(reloadedOn, 'the open tab reloaded at a route change').toBeDefined();
  if (reloadedOn !== target) await clickNav(page, target);
}
