import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectAccessible,
  headerMenu,
  openAccountMenu,
  openLandingIn,
  openLoginDialog,
  submitLogin,
} from '../support/app';
import { expectNoSideways, PHONE } from '../support/mobile';

// Issue 38 "Progress you can see": the demo member opens the progress screen from the dashboard, switches the range
// and reads a chart's numbers in its table view — at 360 and 1366 px, in German and English, axe clean. The user
// menu lists the screen too. Nothing here writes data.

const VIEWPORTS = [PHONE, { width: 1366, height: 900 }] as const;
const LANGUAGES = [
  {
    lang: 'de-DE',
    login: 'Anmelden',
    password: /^Passwort/,
    menu: 'Menü',
    title: 'Mein Fortschritt',
    range: 'Zeitraum',
    threeMonths: '3 Monate',
    table: 'Tabelle anzeigen',
    minutes: 'Aktive Minuten pro Woche',
    weekRow: /^KW \d+, ab \d+\. \p{L}+ \d{4}$/u,
  },
  {
    lang: 'en-US',
    login: 'Log in',
    password: /^Password/,
    menu: 'Menu',
    title: 'My progress',
    range: 'Period',
    threeMonths: '3 months',
    table: 'Show table',
    minutes: 'Active minutes per week',
    weekRow: /^Week \d+, from \p{L}+ \d+, \d{4}$/u,
  },
] as const;
type Language = (typeof LANGUAGES)[number];

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });

/** Chooses the language on `/` (German is the default; the switch sits behind "Menü" on a phone) and logs in. */
async function logIn(page: Page, language: Language): Promise<void> {
  await openLandingIn(page, language.lang);
  const dialog = await openLoginDialog(page, language, headerMenu(page, language.menu));
  await submitLogin(dialog, 'demo@example.com', DEMO_PASSWORD, language);
}

for (const language of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${language.lang} at ${viewport.width} px: from the dashboard to the progress screen, range and table`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await logIn(page, language);
      await expect(page).toHaveURL(/\/home$/);
      const progressRequest = page.waitForRequest((r) => r.url().includes('/me/progress'));
      await page
        .getByTestId('highlights')
        .getByRole('link', { name: new RegExp(`^${language.title}`) })
        .click();
      await progressRequest;
      await expect(page).toHaveURL(/\/progress$/);
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();

      const minutes = page.getByRole('figure', { name: language.minutes });
      await expect(minutes.getByRole('img')).toHaveAttribute('aria-label', /\d/);
      await minutes.getByText(language.table, { exact: true }).click();
      const rows = minutes.getByRole('table').locator('tbody tr');
      await expect(rows).toHaveCount(4);
      await expect(rows.first().locator('th')).toHaveText(language.weekRow);
      await expect(rows.first().locator('td')).toHaveText(/^\d[\d.,]*$/);
      await expectNoSideways(page);
      await expectAccessible(page);

      // the range switch: a radio group; 3 months are 13 weeks
      const range = page.getByRole('radiogroup', { name: language.range });
      await range.getByText(language.threeMonths, { exact: true }).click();
      await expect(page).toHaveURL(/\/progress\?range=3m$/);
      await page
        .getByRole('figure', { name: language.minutes })
        .getByText(language.table, { exact: true })
        .click();
      await expect(
        page.getByRole('figure', { name: language.minutes }).getByRole('table').locator('tbody tr'),
      ).toHaveCount(13);
      await expectNoSideways(page);
      await expectAccessible(page);

      // the personal entries (user menu on a wide screen, "Menü" on a phone) lead here as well
      await page.goto('/home');
      const entry = page.getByRole('banner').getByRole('link', { name: language.title, exact: true });
      // tapped on the server-rendered page: it opens at once and stays open when the app takes over
      if (viewport.width > 1200) await openAccountMenu(page);
      else await headerMenu(page, language.menu).click();
      await entry.click();
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
    });
  }
}
