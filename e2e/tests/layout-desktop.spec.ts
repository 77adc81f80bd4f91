import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, headerMenu, openLoginDialog, submitLogin } from '../support/app';

// The signed-in header at desktop widths (issue 18): one row, the user's name in it, the personal entries, the
// language and "log out" behind it — in German (the longer labels) and English, for a member and for an
// administrator, who has more entries. Nothing here changes demo data but the account language the switch follows.

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 900 },
] as const;
const LANGUAGES = [
  { lang: 'de-DE', login: 'Anmelden', password: /^Passwort/, logout: 'Abmelden' },
  { lang: 'en-US', login: 'Log in', password: /^Password/, logout: 'Logout' },
] as const;
const USERS = [
  { email: 'demo@example.com', name: 'Dana' },
  { email: 'admin@example.com', name: 'Adam' },
] as const;
/** One row of header: the 48 px logo plus the bar's padding and border is 73 px; a second row would add 44. */
const ONE_ROW_MAX = 80;

/** Chooses the language on the landing page (as a visitor does; German is the default) and logs in there. */
async function logIn(page: Page, email: string, language: (typeof LANGUAGES)[number]): Promise<void> {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const menu = headerMenu(page);
  if (await menu.isVisible()) await menu.click();
  if (language.lang !== 'de-DE') {
    await banner.getByLabel('Sprache').selectOption(language.lang);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang.slice(0, 2));
  }
  const dialog = await openLoginDialog(page, language, headerMenu(page, /^(Menü|Menu)$/));
  await submitLogin(dialog, email, DEMO_PASSWORD, language);
}

for (const language of LANGUAGES) {
  test.describe(`header in ${language.lang}`, () => {
    test.use({ reducedMotion: 'reduce' });

    for (const user of USERS) {
      test(`${user.email}: one row with the name at 1280 and 1366 px`, async ({ page }) => {
        await page.setViewportSize(VIEWPORTS[0]);
        await logIn(page, user.email, language);
        await page.goto('/blog');
        const banner = page.getByRole('banner');
        const account = banner.getByTestId('user-menu');
        await expect(account).toContainText(user.name);

        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await expect(account).toBeVisible();
          const height = await banner.evaluate((element) => element.getBoundingClientRect().height);
          expect(height, `header height at ${viewport.width} px`).toBeLessThanOrEqual(ONE_ROW_MAX);
          // every entry of the row shares one line: the same vertical centre within a few pixels
          const centres = await banner.locator('nav > ul > li').evaluateAll((items) =>
            items
              .filter((item) => item.getBoundingClientRect().height > 0)
              .map((item) => {
                const box = item.getBoundingClientRect();
                return Math.round(box.top + box.height / 2);
              }),
          );
          expect(centres.length).toBeGreaterThan(3);
          expect(Math.max(...centres) - Math.min(...centres), 'entries on one line').toBeLessThanOrEqual(4);
          // nothing scrolls sideways
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
        }

        // the user menu opens with the personal entries and "log out", and closes on Escape and on navigation
        await account.click();
        await expect(account).toHaveAttribute('aria-expanded', 'true');
        const logout = banner.getByRole('button', { name: language.logout, exact: true });
        await expect(logout).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(logout).toBeHidden();
        await expect(account).toBeFocused();
        await account.click();
        const profile = banner.getByRole('link', { name: /^(Profil|Profile)$/ });
        await profile.click();
        await expect(page).toHaveURL(/\/profile$/);
        await expect(account).toHaveAttribute('aria-expanded', 'false');
        await expect(logout).toBeHidden();
      });
    }
  });
}

test('at 1200 px the entries collapse into the menu button, with the name inside', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await logIn(page, 'demo@example.com', LANGUAGES[0]);
  await page.goto('/blog');
  const banner = page.getByRole('banner');
  await expect(banner.getByTestId('user-menu')).toBeHidden();
  await headerMenu(page).click();
  await expect(banner.getByText('Dana', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Abmelden', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Profil', exact: true })).toBeVisible();
});

test('health profile at 360 px: a step that fails brings its first field out from under the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, 'new@example.com', LANGUAGES[0]);
  await page.goto('/anamnesis');
  const height = page.getByRole('textbox', { name: /Körpergröße in cm/ });
  await expect(height).toBeVisible();
  // the Next button is at the foot of the step: the empty height field is then far above, under the header
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  await next.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await next.click();
  await expect(height).toBeFocused();
  await expect(height).toHaveAttribute('aria-invalid', 'true');
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((element) => element.getBoundingClientRect().bottom);
  const field = await height.evaluate((element) => element.getBoundingClientRect());
  expect(field.top, 'the focused field starts below the sticky header').toBeGreaterThanOrEqual(headerBottom);
  expect(field.bottom, 'and ends on the screen').toBeLessThanOrEqual(780);
});
