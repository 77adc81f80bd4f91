import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { UPDATE_BASE_URL, UPDATE_SHELL_DIR } from '../playwright.config';
import { DEMO_PASSWORD, waitForApp } from '../support/app';

// Issue 15 / spec §4: a new build deployed while a tab is open. The third gateway of playwright.config.ts serves a
// copy of shell/dist; the test deploys a "new build" into that copy while the tab runs the old one. The browser's
// update check finds a changed worker script, the new worker waits, the tab offers "new version — reload", and
// after the reload (or at the next route change) the tab runs the new build under the new worker.
test.use({ serviceWorkers: 'allow', baseURL: UPDATE_BASE_URL });
// two worker installs on a busy 2-core machine
test.describe.configure({ timeout: 120_000 });

const BUILD_META = 'officefit-e2e-build';
const INDEX_REVISION =
  /(revision['"]\s*:\s*['"])([0-9a-f]+)(['"]\s*,\s*['"]url['"]\s*:\s*['"]\/index\.html['"])/;

/**
 * Deploys a new build into the served copy: index.html carries a new build marker (so `/app-manifest.json` reports
 * a new build id) and the worker's precache manifest the new revision of index.html — a changed worker script, as
 * a real build produces. Returns that revision.
 */
async function deployNewBuild(marker: string): Promise<string> {
  const indexFile = path.join(UPDATE_SHELL_DIR, 'index.html');
  const html = (await fs.readFile(indexFile, 'utf8')).replace(
    new RegExp(`<meta name="${BUILD_META}"[^>]*>`),
    '',
  );
  const next = html.replace('</head>', `<meta name="${BUILD_META}" content="${marker}" /></head>`);
  const revision = createHash('md5').update(next).digest('hex');
  const swFile = path.join(UPDATE_SHELL_DIR, 'sw.js');
  const sw = await fs.readFile(swFile, 'utf8');
  expect(sw, 'sw.js precaches /index.html with a revision').toMatch(INDEX_REVISION);
  // the worker first, like a deployment writing the new files, then the page
  await fs.writeFile(swFile, sw.replace(INDEX_REVISION, `$1${revision}$3`));
  await fs.writeFile(indexFile, next);
  return revision;
}

/** Signs in as a user whose session is already in the cookie (the login journey is tested elsewhere). */
async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: 'demo@example.com', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.context().addCookies([{ name: 'access_token', value: token, url: UPDATE_BASE_URL }]);
}

/** Opens /home and waits until the (first installed) worker controls the page. */
async function openControlledHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 30_000 });
  // the app, which registers the worker, starts when the user shows up on the server-rendered screen
  await waitForApp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  // the notice waits until the user has used the page (shell/src/session/engagement.ts)
  await expect(page.getByText('officefit ist jetzt auch offline verfügbar.')).toBeHidden();
  await page.getByTestId('home-greeting').click();
  await expect(page.getByText('officefit ist jetzt auch offline verfügbar.')).toBeVisible();
}

/** The browser's update check (what the hourly check runs): fetches /sw.js and installs it when it changed. */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** The new build runs: its page, its worker in control (its precache), nothing waiting, no prompt. */
async function expectNewBuild(page: Page, marker: string, revision: string): Promise<void> {
  await expect(page.locator(`meta[name="${BUILD_META}"]`)).toHaveAttribute('content', marker);
  await expect(page.getByTestId('home-greeting').or(page.getByRole('main')).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const controller = navigator.serviceWorker.controller;
        const precache = (await caches.keys()).find((name) => name.includes('precache'));
        const keys = precache ? await (await caches.open(precache)).keys() : [];
        return {
          controlled: controller !== null && controller === registration?.active,
          waiting: registration?.waiting !== null,
          index: keys.map((r) => new URL(r.url)).find((u) => u.pathname === '/index.html')?.search,
        };
      }),
    )
    .toEqual({ controlled: true, waiting: false, index: `?__WB_REVISION__=${revision}` });
  await expect(page.getByTestId('update-prompt')).toBeHidden();
  // the gateway reports the new build id (the hash of the index.html as deployed; each answer of it carries its
  // own style nonce, so the served bytes differ per request)
  const served = createHash('sha256')
    .update(await fs.readFile(path.join(UPDATE_SHELL_DIR, 'index.html')))
    .digest('hex')
    .slice(0, 16);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/app-manifest.json')).json()) as { buildId: string }).buildId,
    )
    .toBe(served);
}

test('a new build deployed while the tab is open: "new version — reload" runs it after the reload', async ({
  page,
}) => {
  await signIn(page);
  // the first visit installs the first worker, which claims the page (the case where accepting did not reload)
  await openControlledHome(page);
  const marker = `reload-${Date.now()}`;
  const revision = await deployNewBuild(marker);
  await checkForUpdate(page);

  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Eine neue Version von officefit ist verfügbar.');
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Neu laden', exact: true }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/home$/);
  await expectNewBuild(page, marker, revision);
});

// The route change fetches the route's remote and data through the old worker; the takeover is posted once those
// loads are done (app-update.ts whenLoadsSettle), else Chromium leaves the new worker 'installed' for minutes.
test('a new build not accepted in the prompt takes over at the next route change', async ({ page }) => {
  await signIn(page);
  await openControlledHome(page);
  const marker = `route-${Date.now()}`;
  const revision = await deployNewBuild(marker);
  await checkForUpdate(page);
  await expect(page.getByTestId('update-prompt')).toBeVisible();

  // a link of the footer (the prompt covers the top of the page): a route change inside the app
  const link = page.getByRole('contentinfo').getByRole('link').first();
  const target = (await link.getAttribute('href')) ?? '';
  expect(target).toMatch(/^\/[^/]/);
  const reloaded = page.waitForEvent('load');
  await link.click();
  await reloaded;
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expectNewBuild(page, marker, revision);
});
