import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PHONE } from './mobile';

/** Password of every demo user (see backend/src/seed/demo-users.ts). */
export const DEMO_PASSWORD = 'Officefit!2026';

/** The names of the header's login button and of the dialog's password field; by default in either language. */
export interface LoginNames {
  login: string | RegExp;
  password: string | RegExp;
}
const EITHER_LANGUAGE: LoginNames = { login: /^(Anmelden|Log in)$/, password: /^(Passwort|Password)/ };

/**
 * Opens the header's login dialog and returns it. Where the header is collapsed "Anmelden" sits in its menu: `menu`
 * is the menu's button, pressed when the login button is not to be seen.
 */
export async function openLoginDialog(
  page: Page,
  names: LoginNames = EITHER_LANGUAGE,
  menu?: Locator,
): Promise<Locator> {
  const login = page.getByRole('banner').getByRole('button', { name: names.login, exact: true });
  if (menu && !(await login.isVisible())) await menu.click();
  await login.click();
  return page.getByRole('dialog');
}

/** Fills in the open login dialog and sends it, as a user does; done once the dialog has closed. */
export async function submitLogin(
  dialog: Locator,
  email: string,
  password: string,
  names: LoginNames = EITHER_LANGUAGE,
): Promise<void> {
  await dialog.getByLabel(/E-Mail/i).fill(email);
  await dialog.getByLabel(names.password).fill(password);
  await dialog.getByRole('button', { name: names.login, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Logs in through the header's login popup, as a user does. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(await openLoginDialog(page), email, password);
}

/** The bearer token of the logged-in user: the `access_token` cookie the shell keeps. */
export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access_token');
  expect(cookie?.value, 'the access_token cookie is set after login').toBeTruthy();
  return cookie!.value;
}

/** Logs `email` in on the landing page, as a user does, and returns the session's bearer token once on /home. */
export async function logInForToken(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  return decodeURIComponent(await accessToken(page));
}

/** What one accessibility check adds to its test's time budget (a busy 2-core machine needs up to ~10 s). */
const AXE_CHECK_MS = 15_000;

/**
 * Fails on moderate, serious or critical violations (WCAG 2.2 AA and axe's best practices) of the current page,
 * scrolled to the top. Finite animations
 * (a snackbar sliding in) finish first, so axe does not measure the contrast of a half-transparent element.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // each check walks the whole page with the best-practice rules too: it gets its own time, not the test's
  test.info().setTimeout(test.info().timeout + AXE_CHECK_MS);
  await page.evaluate(async () => {
    // from the top: the sticky header covers what is scrolled under it, which axe's target-size rule counts as
    // an obscured target although scrolling back shows it
    window.scrollTo(0, 0);
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  // moderate counts too (issue 39: 0 serious and 0 moderate on every screen); only "minor" hints pass
  const bad = result.violations.filter((v) => v.impact !== 'minor');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/**
 * Opens the signed-in header's account menu (the button with the user's name), where the personal entries ("Profil",
 * "Mein Punktestand", "Meine Blogbeiträge" …), the language and "Abmelden" sit on a wide screen. Nothing happens when
 * it is open already or the header is collapsed behind "Menü" (there these entries are in the open menu).
 */
export async function openAccountMenu(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const account = banner.getByTestId('user-menu');
  // the account button loads with the signed-in header; a collapsed header shows its menu button instead
  await expect(account.or(banner.getByRole('button', { name: /^(Menü|Menu)$/ }))).toBeVisible();
  if ((await account.isVisible()) && (await account.getAttribute('aria-expanded')) !== 'true') {
    await account.click();
  }
}

/**
 * Makes the app open in `lang` from the next page load on, as a returning visitor's choice does: the language
 * cookie for the server render and the stored choice the app reads (the browser locale alone does not switch it).
 */
export async function useLanguage(page: Page, lang: 'de-DE' | 'en-US'): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([{ name: 'officefit_lang', value: lang, url: baseURL }]);
  await page.addInitScript((chosen) => window.localStorage.setItem('officefit.lang', chosen), lang);
}

/** The button of the collapsed header's menu (on a phone), by its name in the page's language. */
export const headerMenu = (page: Page, name: string | RegExp = 'Menü'): Locator =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/** The German name of that button closed or open (it is "Menü schließen" while the menu is open). */
export const MENU_OPEN_OR_CLOSED = /^Menü( schließen)?$/;

/**
 * Opens `/` and chooses `lang` in the header, as a visitor does (German is the default: nothing to choose). On a phone
 * the switch sits behind "Menü", which is opened first.
 */
export async function openLandingIn(page: Page, lang: 'de-DE' | 'en-US'): Promise<void> {
  await page.goto('/');
  if (lang === 'de-DE') return;
  const menu = headerMenu(page);
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByLabel('Sprache').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang.slice(0, 2));
}

/**
 * `email` logged in in a browser context of their own, in `lang`, then shown at `width` px. The login happens wide (on
 * a phone "Anmelden" sits in the menu) and with reduced motion, so axe never catches a snackbar halfway through its
 * fade-in. A user without a health profile lands on /anamnesis, staff in the admin area (marketing on its pages).
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  width: number,
  lang: 'de-DE' | 'en-US' = 'de-DE',
): Promise<Page> {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await openLandingIn(page, lang);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/(home|anamnesis|admin(\/[a-z-]+)?)$/);
  await page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 900 });
  return page;
}

/**
 * What a user at the page does before anything else: the pointer moves. A server-rendered signed-in screen loads
 * the app on it (the gateway's `presence` boot); a move is no "use" of the page (shell/src/session/engagement.ts).
 */
export async function showUp(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(9, 9);
}

/**
 * The user shows up and the app takes the signed-in screen over (`<html data-app="live">`,
 * shell/src/session/prerendered.ts): before, a server-rendered screen shows the same buttons, and a tap on them is
 * only repeated once the app is there. Not for a landing page: there the app starts with the visitor's first tap.
 */
export async function waitForApp(page: Page): Promise<void> {
  await showUp(page);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 30_000 });
}
