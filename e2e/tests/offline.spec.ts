import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, logIn, openAccountMenu, waitForApp } from '../support/app';
import {
  apiGet,
  dayProgress,
  ensureTodayIsPlanDay,
  fitnessPoints,
  todayPlan,
  userToday,
  USER_TIME_ZONE,
  type CurrentUnitsJson,
} from '../support/training';

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

/**
 * Opens /home as a user at the page (the app, which installs the worker, starts when the user shows up on the
 * server-rendered screen) and waits for today's plan (generous: the first load installs the worker on a busy machine).
 */
async function showHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 30_000 });
  if (await page.locator('#root[data-prerendered]').count()) await waitForApp(page);
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
  const me = (await res.json()) as { meta?: { fitness_points?: number } };
  const points = Number(me.meta?.fitness_points ?? NaN);
  // NaN would pass every toBe(NaN) below
  expect(points).not.toBeNaN();
  return points;
}

/** Dana logs in on `/`, today is made a plan day, and /home shows the plan. */
async function showPlanOfDana(page: Page): Promise<void> {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await ensureTodayIsPlanDay(page);
  await showHome(page);
}

/**
 * Back online: the queued writes are sent and the app says how many points they earned (at least an exercise's
 * 20); returns them.
 */
async function syncOnline(page: Page): Promise<number> {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await queuedWrites(page)).length, { timeout: 20_000 }).toBe(0);
  const synced = page.getByText(/^Offline gespeicherte Einträge übertragen: \+\d+ Punkte?\.$/);
  await expect(synced).toBeVisible();
  const earned = Number(((await synced.textContent()) ?? '').replace(/\D/g, ''));
  expect(earned).toBeGreaterThanOrEqual(20);
  return earned;
}

test('demo@example.com: the plan opens offline, an exercise finished offline syncs and credits exactly once; logout clears the cached answers', async ({
  page,
  context,
}) => {
  await showPlanOfDana(page);
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
  const earned = await syncOnline(page);
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
  await showPlanOfDana(page);
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
  const earned = await syncOnline(page);
  expect(await serverPoints(page, token)).toBe(pointsBefore + earned);
});

const NOT_LOADED = 'Inhalte können nicht geladen werden.';
const SAVED_OFFLINE = 'Gespeichert – wird übertragen, sobald Sie wieder online sind.';
const TRANSFER_ERROR = /Bei der Übertragung ist ein Fehler aufgetreten/;

/**
 * A session restored from the access cookie alone, as a browser that was signed in before has it: the token from
 * the login API in the `access_token` cookie, no login dialog, nothing of the app's own storage.
 */
async function storedSession(page: Page, email: string): Promise<string> {
  const baseURL = test.info().project.use.baseURL;
  const res = await page.request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: email, password: 'Officefit!2026' },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.context().addCookies([{ name: 'access_token', value: token, url: new URL(baseURL!).origin }]);
  return token;
}

/** Loads /home until the worker controls it and holds its offline copies (me, today's plan, an exercise). */
async function fillOfflineCopies(page: Page): Promise<void> {
  await showHome(page);
  await controlledByWorker(page);
  await showHome(page);
  await expect
    .poll(
      async () => {
        const urls = await cachedUrls(page, 'officefit-api');
        return ['/me', '/current_units', '/exercise/'].filter((part) => urls.some((u) => u.includes(part)));
      },
      { timeout: 30_000 },
    )
    .toHaveLength(3);
}

/** Counts from now on how often the "saved, will sync" notice appears (a notice that is shown and hides counts once). */
async function countSavedNotices(page: Page): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const seen = new Set<Node>();
    new MutationObserver(() => {
      for (const el of document.body.querySelectorAll('*'))
        if (el.childElementCount === 0 && el.textContent === text) seen.add(el);
      (window as unknown as { savedNotices: number }).savedNotices = seen.size;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, SAVED_OFFLINE);
  return () => page.evaluate(() => (window as unknown as { savedNotices?: number }).savedNotices ?? 0);
}

/** Opens an exercise of the plan online once (its area's code is then in the worker's cache), back to /home. */
async function visitExercise(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByTestId('exercise-player').getByRole('button', { name: 'Übung starten', exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  await showHome(page);
}

/** Every "content cannot be loaded" box on the page uses most of its width for its text (not one word a line). */
/**
 * Offline: starts and finishes the exercise at `exercisePath`; both writes are queued under one "saved" notice
 * (not two stacked, nor a second after the first hid) and no transfer error shows. Returns the player.
 */
async function startAndFinishOffline(page: Page, exercisePath: string): Promise<Locator> {
  await page.goto(exercisePath);
  const player = page.getByTestId('exercise-player');
  await expect(player.getByRole('button', { name: 'Übung starten', exact: true })).toBeVisible();
  const savedNotices = await countSavedNotices(page);
  await player.getByRole('button', { name: 'Übung starten', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // the start is queued: the app says so
  await expect(page.getByText(SAVED_OFFLINE, { exact: true })).toHaveCount(1);
  // past the exercise's minimum time, so the finish is one the server accepts
  await page.waitForTimeout(6_000);
  await player.getByRole('button', { name: 'Übung abschließen', exact: true }).click();
  await expect(player.getByTestId('finish-queued')).toBeVisible();
  expect(await page.getByText(SAVED_OFFLINE, { exact: true }).count()).toBeLessThanOrEqual(1);
  await page.waitForTimeout(1_000);
  expect(await savedNotices()).toBe(1);
  await expect(page.getByText(TRANSFER_ERROR)).toHaveCount(0);
  return player;
}

async function expectErrorBoxesReadable(page: Page): Promise<void> {
  const boxes = page.getByRole('alert').filter({ hasText: NOT_LOADED });
  const widths = await boxes.evaluateAll((alerts) =>
    alerts.map((alert) => {
      const text = [...alert.children].find((c) => c.textContent?.includes('Inhalte'));
      return { box: alert.getBoundingClientRect().width, text: text?.getBoundingClientRect().width ?? 0 };
    }),
  );
  for (const { box, text } of widths)
    expect(text, `text ${text}px in a ${box}px box`).toBeGreaterThan(box * 0.6);
}

/** The weekday of today (the users' time zone) as the weekly goal form names it: the clock decides, at any date. */
function todaysWeekday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: USER_TIME_ZONE }).format(now);
}

/** Makes today a day without training: every weekday but today's in the weekly goal, the plan made again. */
async function makeTodayRestDay(page: Page): Promise<void> {
  const today = todaysWeekday();
  await page.goto('/goals');
  const form = page.getByTestId('weekly-goal-form');
  await expect(form.getByRole('button', { name: 'Montag', exact: true })).toBeVisible();
  for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']) {
    const toggle = form.getByRole('button', { name: day, exact: true });
    const wanted = day === today ? 'false' : 'true';
    if ((await toggle.getAttribute('aria-pressed')) !== wanted) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', wanted);
  }
  await form.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Ihr Wochenziel wurde gespeichert.')).toBeVisible();
  await page.goto('/anamnesis');
  await expect(page.getByRole('heading', { level: 2, name: /Persönliche Daten/ })).toBeVisible();
  for (let step = 0; step < 4; step++)
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const redFlags = page.getByRole('button', { name: 'Verstanden, weiter zur Startseite' });
  await expect(page.getByTestId('home-greeting').or(redFlags)).toBeVisible();
  if (await redFlags.isVisible()) await redFlags.click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a stored session (cookie only, no login dialog) on a phone: offline plan, one "saved" notice, no transfer errors; back online the dashboard catches up without a reload', async ({
  page,
  context,
  browser,
}) => {
  // today a plan day, set up in another browser profile: this one never sees the login dialog or the app's
  // storage, its first page is the server-rendered /home of the stored cookie
  const setupContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'de-DE',
    serviceWorkers: 'block',
    timezoneId: USER_TIME_ZONE,
  });
  const setup = await setupContext.newPage();
  await setup.goto('/');
  await storedSession(setup, 'colleague@example.com');
  await ensureTodayIsPlanDay(setup);
  await setupContext.close();

  await page.setViewportSize({ width: 360, height: 800 });
  const token = await storedSession(page, 'colleague@example.com');
  await fillOfflineCopies(page);
  // an exercise of the plan not done yet (the tests above finished the first two)
  const plan = await apiGet<CurrentUnitsJson>(page, 'current_units');
  const unit = plan.units.find((u) => u.status !== 'done') ?? plan.units[plan.units.length - 1]!;
  const exercisePath = `/exercise/${unit.exercise.id}?unit=${unit.id}`;
  await visitExercise(page, exercisePath);
  const before = await dayProgress(page);
  const pointsBefore = await serverPoints(page, token);

  // Offline: the plan and the greeting come from the worker; the widgets that failed keep their text readable
  await context.setOffline(true);
  await showHome(page);
  await expect(page.getByTestId('fitness-points')).toHaveText(/\d/);
  await expect(page.getByRole('alert').filter({ hasText: NOT_LOADED }).first()).toBeVisible();
  await expectErrorBoxesReadable(page);

  // Back online with nothing queued: the widgets that failed load again by themselves, without a reload
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('alert').filter({ hasText: NOT_LOADED })).toHaveCount(0, { timeout: 15_000 });
  await context.setOffline(true);

  // Started and finished offline: queued, one "saved" notice for the pair of writes, no transfer error
  const player = await startAndFinishOffline(page, exercisePath);
  expect((await queuedWrites(page)).map((w) => w.url)).toEqual([
    'officefit/v1/action_start_exercise',
    'officefit/v1/action_exercise',
  ]);

  // Back to the dashboard (in the app, no reload), still offline: the old points, widgets that failed
  await player.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('alert').filter({ hasText: NOT_LOADED }).first()).toBeVisible();

  // Online again: the queue is sent; points, plan and every widget load again without a reload
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await queuedWrites(page)).length, { timeout: 20_000 }).toBe(0);
  const synced = page.getByText(/^Offline gespeicherte Einträge übertragen: \+\d+ Punkte?\.$/);
  await expect(synced).toBeVisible();
  const pointsAfter = await serverPoints(page, token);
  expect(pointsAfter).toBeGreaterThan(pointsBefore);
  await expect.poll(() => fitnessPoints(page), { timeout: 15_000 }).toBe(pointsAfter);
  await expect
    .poll(async () => (await dayProgress(page)).done, { timeout: 15_000 })
    .toBe(Math.min(before.total, before.done + (unit.status === 'done' ? 0 : 1)));
  await expect(page.getByRole('alert').filter({ hasText: NOT_LOADED })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(TRANSFER_ERROR)).toHaveCount(0);
});

test('a day without training: the next plan day opens offline, an exercise finished offline syncs once', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await logIn(page, 'colleague@example.com');
  const token = await accessToken(page);
  try {
    await makeTodayRestDay(page);
    // today (the users' date, from the clock) is no plan day: the plan shows the next one
    const plan = await apiGet<CurrentUnitsJson>(page, 'current_units');
    expect(plan.date).not.toBe(userToday());
    await fillOfflineCopies(page);
    const unit = plan.units[0]!;
    const exercisePath = `/exercise/${unit.exercise.id}?unit=${unit.id}`;
    await visitExercise(page, exercisePath);
    const pointsBefore = await serverPoints(page, token);

    await context.setOffline(true);
    await showHome(page);
    await expect(todayPlan(page).card.getByRole('alert')).toHaveCount(0);
    await startAndFinishOffline(page, exercisePath);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await queuedWrites(page)).length, { timeout: 20_000 }).toBe(0);
    await expect(page.getByText(/^Offline gespeicherte Einträge übertragen/)).toBeVisible();
    const pointsAfter = await serverPoints(page, token);
    expect(pointsAfter).toBeGreaterThanOrEqual(pointsBefore);
    await page.goto('/home');
    await expect.poll(() => fitnessPoints(page)).toBe(pointsAfter);
  } finally {
    // every day a plan day again, as the other specs expect
    await context.setOffline(false);
    await ensureTodayIsPlanDay(page);
  }
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
