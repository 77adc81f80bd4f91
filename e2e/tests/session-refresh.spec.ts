import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectAccessible,
  headerMenu,
  openAccountMenu,
  openLoginDialog,
  submitLogin,
  useLanguage,
  waitForApp,
} from '../support/app';
import { expectNoSideways, PHONE } from '../support/mobile';

// Issue 36 "Token login and silent re-login once a day", against the real gateway and backend: the login sets an
// httpOnly refresh cookie; when the access token has run out (the app starts or wakes up a day later) the app
// renews it with that cookie and the user stays signed in, on an in-app navigation and on a reload of /home; after
// the logout the refresh cookie opens nothing. The e2e backend keeps the default 15-minute access tokens (other
// specs use their tokens for minutes), so the expired token is put in the access cookie, as a day-old one would be.
// 360 and 1366 px, German and English, axe clean.

const REFRESH = '/wp-json/jwt-auth/v1/token/refresh';
const VIEWPORTS = [PHONE, { width: 1366, height: 900 }] as const;
const LANGUAGES = [
  { lang: 'de-DE', login: 'Anmelden', password: /^Passwort/, menu: 'Menü', logout: 'Abmelden' },
  { lang: 'en-US', login: 'Log in', password: /^Password/, menu: 'Menu', logout: 'Logout' },
] as const;
type Language = (typeof LANGUAGES)[number];

test.describe.configure({ timeout: 90_000 });

/** A token shaped like the app's access tokens whose `exp` passed a day ago (the app reads only `exp`). */
function dayOldToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 24 * 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp })}.c2lnbmF0dXJl`;
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

/** Puts the day-old token in the `access_token` cookie, where the app keeps its token across reloads. */
async function expireAccessToken(page: Page): Promise<void> {
  const current = (await cookie(page, 'access_token'))!;
  await page.context().addCookies([{ ...current, value: encodeURIComponent(dayOldToken()) }]);
}

/** Opens the header's entries: the menu button on a phone, the account menu on a wide screen. */
async function openHeader(page: Page, language: Language, phone: boolean): Promise<void> {
  if (phone) await headerMenu(page, language.menu).click();
  else await openAccountMenu(page);
}

async function logIn(page: Page, language: Language, phone: boolean): Promise<void> {
  await page.goto('/');
  const menu = headerMenu(page, language.menu);
  const dialog = await openLoginDialog(page, language, phone ? menu : undefined);
  await submitLogin(dialog, 'demo@example.com', DEMO_PASSWORD, language);
  await expect(page).toHaveURL(/\/home$/);
}

/** Signed in: no login button in the header, and no login dialog. */
async function expectSignedIn(page: Page, language: Language): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('button', { name: language.login, exact: true }),
  ).toHaveCount(0);
}

for (const language of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${language.lang} at ${viewport.width} px: an expired access token is renewed silently; logout ends the refresh cookie`, async ({
      page,
    }) => {
      const phone = viewport.width === PHONE.width;
      await page.setViewportSize(viewport);
      await useLanguage(page, language.lang);
      await logIn(page, language, phone);

      // the refresh cookie: httpOnly, SameSite=Strict, sent to the refresh call only
      const refresh = await cookie(page, 'officefit_refresh');
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH });

      // a day later the app starts with the stored, expired token: it renews it first and shows the screen, no
      // login dialog (the running app's token lives in memory, so the day is a fresh start)
      await expireAccessToken(page);
      const renewed = page.waitForResponse((r) => r.url().endsWith(REFRESH) && r.status() === 200);
      await page.goto('/habits');
      await renewed;
      await expect(page).toHaveURL(/\/habits$/);
      await expectSignedIn(page, language);
      const fresh = decodeURIComponent((await cookie(page, 'access_token'))!.value);
      expect(fresh.split('.')).toHaveLength(3);
      expect(fresh).not.toBe(dayOldToken());
      // the refresh answered once, with a new cookie in place of the used one
      expect((await cookie(page, 'officefit_refresh'))?.value).not.toBe(refresh!.value);

      // a reload of /home with an expired token: the server render falls back, the app renews and stays signed in
      await expireAccessToken(page);
      await page.goto('/home');
      await expect(page).toHaveURL(/\/home$/);
      // the menu and its logout work once the app has the server-rendered screen
      await waitForApp(page);
      await expectSignedIn(page, language);
      await expect(page.getByRole('main')).toBeVisible();
      await expectAccessible(page);
      if (phone) await expectNoSideways(page);

      // logout: the refresh cookie is gone from the browser, and a copy of it opens nothing
      const beforeLogout = (await cookie(page, 'officefit_refresh'))!.value;
      const revoked = page.waitForResponse((r) => r.url().endsWith('/token/revoke'));
      await openHeader(page, language, phone);
      await page.getByRole('banner').getByRole('button', { name: language.logout, exact: true }).click();
      expect((await revoked).status()).toBe(200);
      await expect.poll(async () => (await cookie(page, 'access_token'))?.value ?? null).toBeNull();
      await expect.poll(async () => (await cookie(page, 'officefit_refresh'))?.value ?? null).toBeNull();
      const copy = await page.request.post(REFRESH, {
        headers: { cookie: `officefit_refresh=${beforeLogout}` },
        data: {},
      });
      expect(copy.status()).toBe(401);
      expect(((await copy.json()) as { code: string }).code).toBe('refresh_token_invalid');
    });
  }
}
