import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn } from '../support/app';
import { expectNoSideways, PHONE } from '../support/mobile';
import { USER_TIME_ZONE } from '../support/training';
import { tokenOf } from '../support/api';

// Reminders and the live stream (issue 13). The demo users live in Berlin; the browser does too.
// Setting a reminder on /profile and its push notification shown by the shell's service worker: push.spec.ts.
test.use({ timezoneId: USER_TIME_ZONE });
// login, an accessibility scan and a reload on a busy machine
test.describe.configure({ timeout: 90_000 });

const API = '/wp-json/officefit/v1';

async function openStream(page: Page): Promise<void> {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await page.goto('/stream');
  await expect(page.getByRole('heading', { level: 1, name: 'Livestream' })).toBeVisible();
}

test('a subscriber opens /stream and asks to be reminded of a session (10 minutes before)', async ({
  page,
  request,
}) => {
  // staff schedule a session 40 minutes from now (marketing may; the allow-list host is checked server-side)
  const marketing = await tokenOf(request, 'marketing@example.com');
  const title = `E2E Rücken ${Date.now()}`;
  const created = await request.post(`${API}/admin/stream`, {
    headers: { Authorization: `Bearer ${marketing}` },
    data: {
      title_de: title,
      title_en: `E2E back ${Date.now()}`,
      trainer: 'Lena Berger',
      starts_at: new Date(Date.now() + 40 * 60_000).toISOString(),
      duration_minutes: 20,
      embed_url: 'https://www.youtube-nocookie.com/embed/e2e',
    },
  });
  expect(created.status()).toBe(201);

  await openStream(page);
  const schedule = page.getByTestId('stream-schedule');
  const row = schedule.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Erinnern' }).click();
  await expect(page.getByText(/Wir erinnern Sie um \d\d:\d\d Uhr, 10 Minuten vor Beginn\./)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Erinnerung aktiv' })).toHaveAttribute('aria-pressed', 'true');

  // after a reload the choice is still there
  await page.reload();
  await expect(
    page.getByTestId('stream-schedule').getByRole('listitem').filter({ hasText: title }).getByRole('button', {
      name: 'Erinnerung aktiv',
    }),
  ).toBeVisible();
});

/** The interface languages of /stream and what the page says in each (#39: a title in the reader's language). */
const LANGUAGES = [
  { lang: 'de-DE', heading: 'Livestream', remind: 'Erinnern' },
  { lang: 'en-US', heading: 'Live stream', remind: 'Remind me' },
] as const;

for (const language of LANGUAGES) {
  for (const width of [PHONE.width, 1366]) {
    test(`${language.lang}: /stream shows the session titles in the interface language only (${width} px)`, async ({
      browser,
      request,
    }) => {
      const marketing = await tokenOf(request, 'marketing@example.com');
      const stamp = `${Date.now()}-${width}`;
      const titles = { de: `E2E Nacken lockern ${stamp}`, en: `E2E Loosen your neck ${stamp}` };
      const created = await request.post(`${API}/admin/stream`, {
        headers: { Authorization: `Bearer ${marketing}` },
        data: {
          title_de: titles.de,
          title_en: titles.en,
          trainer: 'Mira Schulz',
          starts_at: new Date(Date.now() + 50 * 60_000).toISOString(),
          duration_minutes: 15,
          embed_url: 'https://www.youtube-nocookie.com/embed/e2e',
        },
      });
      expect(created.status()).toBe(201);
      const [shown, hidden] = language.lang === 'en-US' ? [titles.en, titles.de] : [titles.de, titles.en];

      // reduced motion: axe must not catch a snackbar halfway through its fade-in
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: 1366, height: 900 },
      });
      const page = await context.newPage();
      await page.goto('/');
      if (language.lang !== 'de-DE') {
        await page.getByRole('banner').getByLabel('Sprache').selectOption(language.lang);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await logIn(page, 'demo@example.com');
      await page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 900 });
      await page.goto('/stream');
      await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
      const row = page.getByTestId('stream-schedule').getByRole('listitem').filter({ hasText: shown });
      await expect(row).toBeVisible();
      await expect(row.getByRole('button', { name: language.remind })).toBeVisible();
      await expect(page.getByText(hidden)).toHaveCount(0);
      await expectNoSideways(page);
      await expectAccessible(page);
      await context.close();
    });
  }
}

test('staff cannot frame a site off the video-host allow-list', async ({ request }) => {
  const marketing = await tokenOf(request, 'marketing@example.com');
  const res = await request.post(`${API}/admin/stream`, {
    headers: { Authorization: `Bearer ${marketing}` },
    data: {
      title_de: 'Böse',
      title_en: 'Evil',
      trainer: 'X',
      starts_at: new Date(Date.now() + 3600_000).toISOString(),
      duration_minutes: 20,
      embed_url: 'https://evil.example/embed',
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { data: { params: Record<string, string> } }).data.params).toHaveProperty(
    'embed_url',
  );
});

test('a reminder set for the coming minute arrives as an in-app notification through the running job', async ({
  request,
}) => {
  test.slow();
  const token = await tokenOf(request, 'colleague@example.com');
  const auth = { Authorization: `Bearer ${token}` };
  // the next minute in Berlin, on every weekday, in-app only
  const next = new Date(Date.now() + 60_000);
  const hhmm = new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: USER_TIME_ZONE,
  }).format(next);
  const saved = await request.put(`${API}/reminders`, {
    headers: auth,
    data: { times: [hhmm], weekdays: [1, 2, 3, 4, 5, 6, 7], per_push: 0, per_mail: 0, sms: 0 },
  });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { active: boolean }).active).toBe(true);
  // the reminder tick runs every minute: within about two minutes the notification is there
  await expect
    .poll(
      async () => {
        const me = (await (await request.get(`${API}/me`, { headers: auth })).json()) as {
          meta: { notifications: { kind: string; url: string }[] };
        };
        return me.meta.notifications.filter((n) => n.kind === 'reminder' && n.url === '/home').length;
      },
      { timeout: 170_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
});
