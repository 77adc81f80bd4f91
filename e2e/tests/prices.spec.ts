import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { headerMenu } from '../support/app';
import { expectNoSideways, SIZES } from '../support/mobile';

// Issue 39 point 7 at 360 and 1366 px, in German and English, against the real gateway and backend: a visitor on
// `/` sees the seeded prices (GET membership/offers, the shop's price list) in the server-rendered HTML already,
// formatted for the language, each term with its own sign-up link, and follows "Jetzt registrieren" / "Sign up now" to `/registration`; the header
// links to the registration for visitors; `/for_you` shows the prices and `/intro` a sign-up call to action.

const LANGUAGES = [
  {
    lang: 'de-DE',
    oneMonth: /1 Monat\s*19,90\s€/,
    year: /12 Monate\s*179,00\s€/,
    vat: 'inkl. 19 % MwSt.',
    signUp: 'Jetzt registrieren',
    chooseMonth: '1 Monat wählen',
    headerSignUp: 'Registrieren',
    menu: 'Menü',
  },
  {
    lang: 'en-US',
    oneMonth: /1 month\s*€19\.90/,
    year: /12 months\s*€179\.00/,
    vat: 'incl. 19 % VAT.',
    signUp: 'Sign up now',
    chooseMonth: 'Choose 1 month',
    headerSignUp: 'Sign up',
    menu: 'Menu',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

test.use({ reducedMotion: 'reduce' });

/** Opens `path` in the language: the language cookie picks the server render, the app reads the same choice. */
async function open(page: Page, path: string, language: Language): Promise<void> {
  await page.context().addCookies([
    {
      name: 'officefit_lang',
      value: language.lang,
      url: new URL(path, test.info().project.use.baseURL).href,
    },
  ]);
  await page.addInitScript((lang) => window.localStorage.setItem('officefit.lang', lang), language.lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language.lang.slice(0, 2));
}

for (const language of LANGUAGES) {
  test(`the server-rendered HTML of / has the prices and the sign-up link (${language.lang})`, async ({
    request,
  }) => {
    const html = await (
      await request.get('/', { headers: { Cookie: `officefit_lang=${language.lang}` } })
    ).text();
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).toMatch(language.oneMonth);
    expect(text).toMatch(language.year);
    expect(text).toContain(language.vat);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/registration"[^>]*>${language.signUp}</a>`));
  });

  for (const size of SIZES) {
    test(`a visitor on / sees the prices and signs up from them, ${size.name}, ${language.lang}`, async ({
      page,
    }) => {
      await page.setViewportSize(size.viewport);
      await open(page, '/', language);
      const prices = page.locator('[data-block="prices"]');
      await expect(prices.getByRole('listitem')).toHaveCount(6);
      await expect(prices.getByRole('listitem').nth(1)).toHaveText(language.oneMonth);
      await expect(prices.getByRole('listitem').nth(5)).toHaveText(language.year);
      await expect(prices).toContainText(language.vat);
      await expectNoSideways(page);
      const axe = await new AxeBuilder({ page }).include('[data-block="prices"]').analyze();
      expect(
        axe.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'moderate' || v.impact === 'critical',
        ),
      ).toEqual([]);

      // the header offers the registration to visitors (behind "Menü" on a phone)
      const banner = page.getByRole('banner');
      const menu = headerMenu(page, language.menu);
      if (await menu.isVisible()) await menu.click();
      await expect(banner.getByRole('link', { name: language.headerSignUp, exact: true })).toHaveAttribute(
        'href',
        '/registration',
      );
      if (await menu.isVisible()) await menu.click();

      // each term signs up with that term chosen; the general link opens the registration as it is
      await expect(prices.getByRole('link', { name: language.chooseMonth })).toHaveAttribute(
        'href',
        '/registration?term=1m',
      );
      await prices.getByRole('link', { name: language.signUp }).click();
      await expect(page).toHaveURL(/\/registration$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test(`/for_you shows the prices, /intro a sign-up call to action (${language.lang})`, async ({ page }) => {
    await open(page, '/for_you', language);
    await expect(page.locator('[data-block="prices"]').getByRole('listitem')).toHaveCount(6);
    await open(page, '/intro', language);
    await expect(page.getByRole('main').getByRole('link', { name: language.signUp })).toHaveAttribute(
      'href',
      '/registration',
    );
  });
}
