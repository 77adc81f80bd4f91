import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { logIn } from '../support/app';
import { USER_TIME_ZONE } from '../support/training';
import { tokenOf } from '../support/api';

// The push journey of a reminder (issue 13), in Chromium with the shell's real service worker.
//
// Real: the reminder set through the form on /profile (mf-training), the backend's running `reminders.tick` job
// that writes the notification row (its title, body and url are what the backend's Web Push payload carries), the
// shell's built worker `/sw.js` with its `push` handler (shell/src/sw/push.ts) calling `showNotification`, and the
// browser's notification list of the registration.
// Stood in for by CDP: the push service. Offline there is no push service (FCM) for Chromium to subscribe to or
// to receive from, so the test does not switch on "push on this device"; instead it hands the backend's payload
// {title, body, url} to the worker with `ServiceWorker.deliverPushMessage`, which fires the same `push` event a
// delivered message fires. Clicking a notification has no CDP command: the test asserts the page the click opens
// (`data.url`, read by the worker's `notificationclick`).
test.use({ serviceWorkers: 'allow', timezoneId: USER_TIME_ZONE });

const API = '/wp-json/officefit/v1';
// subscriber of Demo GmbH, German; no other journey sets her reminders
const OLGA = 'owner@example.com';

interface NotificationJson {
  kind: string;
  title: string;
  body: string;
  url: string;
  created_at: string;
}

/** The shell worker's registration id as DevTools knows it (needed to deliver a push into it). */
async function workerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const running = versions.find(
        (v) => v.scriptURL === `${origin}/sw.js` && v.status === 'activated' && v.runningStatus === 'running',
      );
      if (running) resolve(running.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** What the registration shows now: `getNotifications()` read from the page. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
  });
}

test('a reminder set on /profile is shown as a push notification by the shell worker, opening the plan', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // the login, the profile remote, the worker's install and up to two ticks of the minute job
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  const startedAt = Date.now();

  await page.goto('/');
  await logIn(page, OLGA);
  // the worker is the built shell's; it controls the site once activated
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // the reminder for the current minute in Berlin (due at once: a slot counts for 5 minutes), every day, in-app
  const hhmm = new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: USER_TIME_ZONE,
  }).format(new Date());
  await page.goto('/profile?tab=reminders');
  const settings = page.getByTestId('reminders-settings');
  const time = settings.getByLabel('Erinnerung 1');
  await expect(time).toBeVisible({ timeout: 30_000 });
  await time.fill(hhmm);
  for (const day of await settings.getByRole('group', { name: 'Wochentage' }).getByRole('button').all()) {
    if ((await day.getAttribute('aria-pressed')) !== 'true') await day.click();
  }
  const mail = settings.getByRole('checkbox', { name: 'E-Mail' });
  if (await mail.isChecked()) await mail.uncheck();
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihre Erinnerungen wurden gespeichert.')).toBeVisible();

  // the running reminder job writes the notification (once per slot); its texts are the push payload's
  const token = await tokenOf(request, OLGA);
  let reminder: NotificationJson | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API}/notifications`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const { items } = (await res.json()) as { items: NotificationJson[] };
        reminder = items.find(
          (n) => n.kind === 'reminder' && new Date(n.created_at).getTime() >= startedAt - 1000,
        );
        return reminder !== undefined;
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(true);
  expect(reminder).toMatchObject({ title: 'Zeit für Bewegung!', url: '/home' });

  // CDP delivers the backend's payload into the worker, as the push service would
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await workerRegistration(cdp, origin);
  expect(await shownNotifications(page)).toEqual([]);
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ title: reminder!.title, body: reminder!.body, url: reminder!.url }),
    });
  // A push service retries a message the worker did not take; on a loaded machine Chromium sometimes drops the
  // delivery to a worker it is just stopping, so the message is delivered again while nothing is shown.
  await expect
    .poll(
      async () => {
        const shown = await shownNotifications(page);
        if (shown.length === 0) await deliver();
        return shown.length;
      },
      { timeout: 30_000, intervals: [3_000] },
    )
    .toBeGreaterThan(0);
  const shown = await shownNotifications(page);
  expect(shown[0]).toEqual({
    title: 'Zeit für Bewegung!',
    body: 'Ihr Trainingsplan wartet: ein paar kurze Übungen, in wenigen Minuten erledigt.',
    // notificationclick focuses or opens this page: the training plan
    data: { url: '/home' },
  });
  // every notification shown is this one (a redelivery shows it again, never anything else)
  expect(new Set(shown.map((n) => JSON.stringify(n))).size).toBe(1);
});
