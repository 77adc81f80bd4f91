import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, headerMenu, MENU_OPEN_OR_CLOSED } from '../support/app';
import {
  DESKTOP,
  expectInView,
  expectNoSideways,
  expectReachable,
  expectWordsWhole,
  PHONE,
  SIZES,
} from '../support/mobile';

// Layout at 360 px and 1366 px (issue 18, "Finish the experience"), against the real gateway and backend: no page
// scrolls sideways and no word that fits is broken (exercise page, /pain, the legal pages, an admin table, the CMS
// editor); the tab row of the exercise page shows that it scrolls; "Übung starten" is on a phone's first screen;
// every body region is a target of at least 24 × 24 px (WCAG 2.2, 2.5.8); the editor's save button and preview
// stay in view; a visitor on /blog gets the public menu and a member-only link asks to log in.
// Nothing here changes demo data: the editor is only scrolled, the body picker only tapped, no search sent.

test.use({ locale: 'de-DE', reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });

/** Logs in through the header's dialog; on a phone the header's links sit behind the menu button. */
async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const login = banner.getByRole('button', { name: 'Anmelden', exact: true });
  if (!(await login.isVisible())) await headerMenu(page).click();
  await login.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/E-Mail/).fill(email);
  await dialog.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** No sideways scrolling and whole words in the page's main region. */
async function expectTidy(page: Page, where: string): Promise<void> {
  await expectNoSideways(page, where);
  await expectWordsWhole(page.getByRole('main'), where);
}

/** The box of an element relative to the viewport. */
const boxOf = (target: Locator) =>
  target.evaluate((element) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });

for (const { name, viewport } of SIZES) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test(`exercise page at ${name}: start in view, tabs show they scroll, whole words`, async ({ page }) => {
      await logIn(page, 'demo@example.com');
      await page.goto('/exercise/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Kinn-Rückzug im Sitzen' })).toBeVisible();
      const start = page.getByRole('button', { name: 'Übung starten', exact: true });
      // without scrolling: the primary action is on the first screen
      await expectInView(page, start, '"Übung starten" before any scrolling');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectTidy(page, `/exercise/1 at ${name}`);

      // the instruction tabs: a row that does not fit fades out where more tabs follow, and the keyboard brings
      // each tab fully into the row
      const tablist = page.getByRole('tablist');
      await tablist.scrollIntoViewIfNeeded();
      const overflows = await tablist.evaluate((list) => list.scrollWidth > list.clientWidth + 1);
      if (viewport.width === PHONE.width) expect(overflows, 'six German tabs do not fit 360 px').toBe(true);
      await expect(tablist).toHaveAttribute('data-more-end', String(overflows));
      await expect(tablist).toHaveAttribute('data-more-start', 'false');
      await page.getByRole('tab', { name: 'Bewegungsablauf' }).focus();
      await page.keyboard.press('End');
      const last = page.getByRole('tab', { name: 'Tipp' });
      await expect(last).toBeFocused();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(tablist).toHaveAttribute('data-more-end', 'false');
      await expect(tablist).toHaveAttribute('data-more-start', String(overflows));
      const row = await boxOf(tablist);
      const tab = await boxOf(last);
      expect(tab.left, 'the last tab is inside the row').toBeGreaterThanOrEqual(row.left - 1);
      expect(tab.right, 'the last tab is inside the row').toBeLessThanOrEqual(row.right + 1);
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: 'Häufige Fehler' })).toBeFocused();
      await expect(tablist).toHaveAttribute('data-more-start', 'false');
      await expectTidy(page, `/exercise/1 tabs at ${name}`);
    });

    test(`health profile stepper at ${name}: step labels whole`, async ({ page }) => {
      await logIn(page, 'demo@example.com');
      // only looked at, never saved
      await page.goto('/anamnesis');
      const steps = page.getByRole('list', { name: 'Schritte' });
      await expect(steps).toBeVisible();
      await expectTidy(page, `/anamnesis at ${name}`);
      await expectWordsWhole(steps, `the stepper at ${name}`);
    });

    test(`/pain at ${name}: every body region is a target of at least 24 × 24 px`, async ({ page }) => {
      await logIn(page, 'demo@example.com');
      await page.goto('/pain');
      await expect(page.getByRole('heading', { level: 1, name: 'Übung bei Beschwerden' })).toBeVisible();
      const regions = page.locator('[data-region]');
      await expect(regions).toHaveCount(26);
      const sizes = await regions.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { region: element.getAttribute('data-region'), width: box.width, height: box.height };
        }),
      );
      const small = sizes.filter((size) => size.width < 24 || size.height < 24);
      expect(small, 'regions smaller than 24 × 24 px').toEqual([]);
      await expectTidy(page, `/pain at ${name}`);

      // a tap on a region's button chooses it (nothing is sent)
      const knee = page.getByRole('button', { name: 'Knie', exact: true });
      await knee.click();
      await expect(knee).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Gewählt: Knie')).toBeVisible();
    });

    test(`CMS editor at ${name}: save in view at the top and the bottom, preview kept in view`, async ({
      page,
    }) => {
      await logIn(page, 'marketing@example.com');
      await page.goto('/admin/pages');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTidy(page, `/admin/pages at ${name}`);
      await page
        .getByRole('main')
        .getByRole('link', { name: /for_you$/ })
        .click();
      const save = page.getByRole('button', { name: 'Als Entwurf speichern' });
      const publish = page.getByRole('button', { name: 'Veröffentlichen', exact: true });
      await expect(save).toBeVisible();
      // at the top: the action bar sits at the bottom edge of the screen
      await expectInView(page, save, "the editor's save button at the top");
      await expectInView(page, publish, "the editor's publish button at the top");
      await expectTidy(page, `the CMS editor at ${name}`);

      // halfway and at the bottom of the long form: still there
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expectInView(page, save, "the editor's save button halfway down");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('heading', { name: 'Versionen' })).toBeVisible();
      await expectInView(page, save, "the editor's save button at the bottom");

      if (viewport.width === DESKTOP.width) {
        // wide screens: the preview column stays in view below the sticky header while the form scrolls
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        const preview = page.getByTestId('cms-preview');
        const box = await boxOf(preview);
        const header = await boxOf(page.getByRole('banner'));
        expect(box.top, 'the preview starts below the sticky header').toBeGreaterThanOrEqual(header.bottom);
        expect(box.top, 'the preview is on screen').toBeLessThan(viewport.height / 2);
        await expect(preview.getByRole('heading', { name: 'Vorschau' })).toBeInViewport();
      }
    });

    test(`admin table at ${name}: rows become cards on a phone, nothing squeezed`, async ({ page }) => {
      await logIn(page, 'admin@example.com');
      for (const path of ['/admin', '/admin/companies', '/admin/pages']) {
        await page.goto(path);
        const table = page.getByRole('main').getByRole('table');
        await expect(table).toBeVisible();
        const firstRow = table.getByRole('row').nth(1);
        await expect(firstRow).toBeVisible();
        const display = await firstRow.evaluate((row) => getComputedStyle(row).display);
        expect(display, `${path}: a row is a card on a phone, a table row on a wide screen`).toBe(
          viewport.width === PHONE.width ? 'block' : 'table-row',
        );
        // each value carries its column's heading (shown before it on a phone)
        const labels = await firstRow
          .locator('td')
          .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-label')));
        expect(labels.length).toBeGreaterThan(0);
        expect(labels.every((label) => typeof label === 'string')).toBe(true);
        await expectTidy(page, `${path} at ${name}`);
      }
    });
  });
}

// The signed-in menu of a phone holds some twenty entries, more than a short screen: under the sticky header the
// page's scroll never brought its end ("Abmelden") into view, so the list scrolls itself.
test('on a short phone the open menu scrolls to its last entry, and the logout there answers', async ({
  page,
}) => {
  const short = { width: 360, height: 560 };
  await page.setViewportSize(short);
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  const menu = headerMenu(page, MENU_OPEN_OR_CLOSED);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('banner').getByRole('navigation').getByRole('list').first();
  const box = await boxOf(list);
  expect(box.bottom, 'the open menu ends on the screen').toBeLessThanOrEqual(short.height);
  const logout = page.getByRole('banner').getByRole('button', { name: 'Abmelden', exact: true });
  await expectReachable(page, logout, 'Abmelden in the open menu');
  await expectAccessible(page);
  await logout.click();
  // logged out: the logo leads to the landing page again, not to /home
  await expect(page.getByRole('banner').getByRole('link', { name: /zur Startseite/ })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page).not.toHaveURL(/\/home$/);
});

test.describe('legal pages at 360 px', () => {
  test.use({ viewport: PHONE });

  test('imprint, privacy and terms in German and English: no sideways scrolling, whole words, lang follows', async ({
    page,
  }) => {
    for (const [lang, language] of [
      ['de', 'Deutsch'],
      ['en', 'English'],
    ] as const) {
      if (lang === 'en') {
        // a visitor switches the language in the header (behind the menu button on a phone): no account changes
        const banner = page.getByRole('banner');
        await headerMenu(page).click();
        await banner.getByLabel('Sprache').selectOption({ label: language });
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      for (const name of ['imprint', 'privacy', 'terms']) {
        await page.goto(`/special/${name}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectTidy(page, `/special/${name} (${lang})`);
      }
    }
  });
});

test.describe('blog for a visitor', () => {
  for (const { name, viewport } of SIZES) {
    // /blog has the `default` layout; its header takes the public menu while nobody is logged in
    test(`at ${name}: a visitor on /blog gets the public menu, no member entries`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      const banner = page.getByRole('banner');
      const menu = headerMenu(page);
      if (await menu.isVisible()) await menu.click();
      // the logged-out header: Business, Private, Contact … and no member entries
      await expect(banner.getByRole('link', { name: 'Business', exact: true })).toBeVisible();
      for (const member of ['Meine Übungen', 'Meine Blogbeiträge', 'Meine Prämien', 'Ranking']) {
        await expect(banner.getByRole('link', { name: member, exact: true })).toHaveCount(0);
      }
    });

    test(`at ${name}: /blog for a visitor, and a member-only link asks to log in`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expectTidy(page, `/blog at ${name}`);

      // a member-only link ("Meine Übungen", e.g. from a mail) opens the login dialog and leads there after login
      await page.goto('/favourites');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
      await dialog.getByLabel(/E-Mail/).fill('demo@example.com');
      await dialog.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/favourites$/);
    });
  }
});
