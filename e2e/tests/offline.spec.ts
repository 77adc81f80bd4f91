import { expect, test, type Page } from '@playwright/test';
import { logIn, openAccountMenu } from '../support/app';
import { accessToken, ensureTodayIsPlanDay, todayPlan, USER_TIME_ZONE } from '../support/training';

// Issue 15: installable and offline-capable. The config blocks service workers for every other spec; this one
// needs the real worker (precache, runtime caches) and the offline queue.
test.use({ serviceWorkers: 'allow', timezoneId: USER_TIME_ZONE });
// a whole offline journey with a worker install on a busy 2-core machine
test.describe.configure({ timeout: 240_000 });

const API = '/wp-json/officefit/v1';

interface QueuedWrite {
  key: string;
  method: string;
  url: string;
  data: Record<string, unknown>;
  queuedAt: number;
  seq: number;
}

/** Opens /home and waits for today's plan (generous: the first load installs the worker on a busy machine). */
async function showHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 30_000 });
  await expect(todayPlan(page).units.first()).toBeVisible({ timeout: 30_000 });
}

/** Waits until the service worker controls the page (clientsClaim after the first install); its scope. */
function controlledByWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { scope } = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    return scope;
  });
}

/** Names of the cached requests of one worker cache. */
function cachedUrls(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  }, cache);
}

/** The offline queue's writes (IndexedDB `officefit-offline` / `writes`), oldest first. */
function queuedWrites(page: Page): Promise<QueuedWrite[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const open = indexedDB.open('officefit-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) return resolve([]);
          const all = db.transaction('writes').objectStore('writes').getAll();
          // in the replay's order (IndexedDB returns them by key, a random Idempotency-Key)
          all.onsuccess = () =>
            resolve((all.result as QueuedWrite[]).sort((a, b) => a.queuedAt - b.queuedAt || a.seq - b.seq));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function serverPoints(page: Page, token: string): Promise<number> {
  const res = await page.request.get(`${API}/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return Number(((await res.json()) as { fitness_points?: number }).fitness_points ?? NaN);
}

test('demo@example.com: the plan opens offline, an exercise finished offline syncs and credits exactly once; logout clears the cached answers', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await ensureTodayIsPlanDay(page);
  await showHome(page);
  // registered from the root path with root scope (spec §7)
  expect(new URL(await controlledByWorker(page)).pathname).toBe('/');
  // the first load was not yet controlled: one load under the worker fills its caches (remotes, plan, exercises)
  await showHome(page);
  await expect
    .poll(
      async () => (await cachedUrls(page, 'officefit-api')).filter((u) => u.includes('/exercise/')).length,
    )
    .toBeGreaterThan(0);
  const token = await accessToken(page);

  // The exercise is started online (a finish needs a start a plausible time before; DECISIONS "offline queue")
  const open = page.getByRole('link', { name: /^Übung starten: / }).first();
  const name = ((await open.getAttribute('aria-label')) ?? '').replace(/^Übung starten: /, '');
  await open.click();
  await expect(page).toHaveURL(/\/exercise\/\d+/);
  const exercisePath = new URL(page.url()).pathname + new URL(page.url()).search;
  const player = page.getByTestId('exercise-player');
  await player.getByRole('button', { name: 'Übung starten', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(async () => (await queuedWrites(page)).length).toBe(0);
  const pointsBefore = await serverPoints(page, token);

  // Offline: a reload still shows the plan, and the exercise page opens
  await context.setOffline(true);
  await showHome(page);
  await page.goto(exercisePath);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  // Finished offline (the start is at least 6 s old by now on the server: the e2e floor is 5 s)
  await page.waitForTimeout(6_000);
  await player.getByRole('button', { name: 'Übung starten', exact: true }).click();
  await player.getByRole('button', { name: 'Übung abschließen', exact: true }).click();
  await expect(player.getByTestId('finish-queued')).toBeVisible();
  await expect(
    page.getByText('Gespeichert – wird übertragen, sobald Sie wieder online sind.').first(),
  ).toBeVisible();
  const queued = await queuedWrites(page);
  expect(queued.map((w) => w.url)).toEqual([
    'officefit/v1/action_start_exercise',
    'officefit/v1/action_exercise',
  ]);
  expect(await serverPoints(page, token)).toBe(pointsBefore);

  // Online again: the queue is sent, the points rise once and the app says so
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await queuedWrites(page)).length, { timeout: 20_000 }).toBe(0);
  const synced = page.getByText(/^Offline gespeicherte Einträge übertragen: \+\d+ Punkte?\.$/);
  await expect(synced).toBeVisible();
  const earned = Number(((await synced.textContent()) ?? '').replace(/\D/g, ''));
  expect(earned).toBeGreaterThanOrEqual(20);
  const pointsAfter = await serverPoints(page, token);
  expect(pointsAfter).toBe(pointsBefore + earned);

  // The same queue replayed twice more (a second tab, a lost answer): the same answers, no new points
  for (let round = 0; round < 2; round++) {
    for (const write of queued) {
      const res = await page.request.put(`/wp-json/${write.url}`, {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': write.key },
        data: write.data,
      });
      expect(res.status()).toBe(200);
    }
  }
  expect(await serverPoints(page, token)).toBe(pointsAfter);

  // Logout deletes the user's cached API answers
  expect((await cachedUrls(page, 'officefit-api')).length).toBeGreaterThan(0);
  await openAccountMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await expect.poll(() => page.evaluate(() => caches.has('officefit-api'))).toBe(false);
});

test('an exercise started AND finished offline counts at sync: the writes carry how long ago they were made', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await ensureTodayIsPlanDay(page);
  await showHome(page);
  const token = await accessToken(page);
  // another unit than the first test's
  await page
    .getByRole('link', { name: /^Übung starten: / })
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/exercise\/\d+/);
  const player = page.getByTestId('exercise-player');
  await expect(player.getByRole('button', { name: 'Übung starten', exact: true })).toBeVisible();
  const pointsBefore = await serverPoints(page, token);

  // Both made offline, 6 s apart (the e2e floor of the plausible-time rule is 5 s)
  await context.setOffline(true);
  await player.getByRole('button', { name: 'Übung starten', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.waitForTimeout(6_000);
  await player.getByRole('button', { name: 'Übung abschließen', exact: true }).click();
  await expect(player.getByTestId('finish-queued')).toBeVisible();
  expect((await queuedWrites(page)).map((w) => w.url)).toEqual([
    'officefit/v1/action_start_exercise',
    'officefit/v1/action_exercise',
  ]);

  // Sent seconds apart: with Offline-Age-Ms the server measures the 6 s the user took, not the gap of the replay
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await queuedWrites(page)).length, { timeout: 20_000 }).toBe(0);
  const synced = page.getByText(/^Offline gespeicherte Einträge übertragen: \+\d+ Punkte?\.$/);
  await expect(synced).toBeVisible();
  const earned = Number(((await synced.textContent()) ?? '').replace(/\D/g, ''));
  expect(earned).toBeGreaterThanOrEqual(20);
  expect(await serverPoints(page, token)).toBe(pointsBefore + earned);
});

test('the worker script is served from the root without caching; the web app manifest makes it installable', async ({
  page,
}) => {
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const manifest = await page.request.get('/manifest.webmanifest');
  const { icons, ...fields } = (await manifest.json()) as {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(fields).toMatchObject({ display: 'standalone', start_url: '/home', scope: '/' });
  // PNG icons 192 and 512 and a maskable one (Chromium's install criteria, Lighthouse "maskable-icon")
  const png = icons.filter((i) => i.type === 'image/png');
  expect(png.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of png) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const body = await res.body();
    // the PNG header's width and height
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});
