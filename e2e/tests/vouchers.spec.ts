import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, logIn, submitLogin, useLanguage } from '../support/app';
import { DESKTOP, expectNoSideways, expectReachable, expectWordsWhole, PHONE } from '../support/mobile';
import { MEMBER_PASSWORD, registerMember, tokenOf } from '../support/api';

// Membership vouchers (issue 36) against the real gateway and backend: an administrator makes a voucher in
// /admin/vouchers, someone already signed in redeems it on /extend (the term follows their running membership),
// a wrong code is refused in words, and the admin list shows the voucher as redeemed. German on a desktop
// (1366 px), English on a 360 px phone; an axe scan on every screen. Every test makes its own account.

const API = '/wp-json/officefit/v1';
const GENERATED = /^FIT(-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}){3}$/;

/** A member on the trial week, made through the API as the registration screen would send it. */
async function trialMember(request: APIRequestContext, lang: 'de' | 'en'): Promise<string> {
  const { email } = await registerMember(request, `redeem-${lang}`, {
    first_name: 'Rudi',
    last_name: 'Redeem',
    birthdate: '1987-05-06',
    lang,
    access: { type: 'trial' },
  });
  return email;
}

/** A single-use 3-month voucher made by the administrator through the API (the screen is tested on desktop). */
async function voucherByApi(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, 'admin@example.com');
  const res = await request.post(`${API}/admin/vouchers`, {
    data: { duration: '3m', count: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { vouchers: Array<{ code: string }> }).vouchers[0]!.code;
}

async function logOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 150_000 });

test.describe('desktop, German', () => {
  test.use({ viewport: DESKTOP, locale: 'de-DE' });

  test('an administrator makes a voucher; a member redeems it on /extend; the list shows it redeemed', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await logIn(page, 'admin@example.com');
    await page.goto('/admin/vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitgliedschafts-Gutscheine' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Gutscheine erstellen' });
    await form.getByRole('radio', { name: '3 Monate' }).check();
    await form.getByLabel(/^Anzahl Codes/).fill('1');
    await form.getByRole('button', { name: 'Gutscheine erstellen' }).click();
    const code =
      (await page.getByTestId('made-codes').getByRole('listitem').first().textContent())?.trim() ?? '';
    expect(code).toMatch(GENERATED);
    await expectAccessible(page);
    await logOut(page);

    const email = await trialMember(request, 'de');
    await page.goto('/extend');
    await logIn(page, email, MEMBER_PASSWORD);
    await page.goto('/extend');
    const redeem = page.getByRole('form', { name: 'Code einlösen' });
    await redeem.getByLabel(/^Gutschein- oder Zugangscode/).fill('WRONG-CODE');
    await redeem.getByRole('button', { name: 'Code einlösen' }).click();
    await expect(redeem.getByText('Dieser Code ist nicht gültig.')).toBeVisible();
    await expectAccessible(page);
    await redeem.getByLabel(/^Gutschein- oder Zugangscode/).fill(code.toLowerCase());
    await redeem.getByRole('button', { name: 'Code einlösen' }).click();
    await expect(page.getByTestId('redeem-success')).toContainText(
      'schließt an Ihre laufende Mitgliedschaft an',
    );
    await expectAccessible(page);
    await logOut(page);

    await page.goto('/');
    await logIn(page, 'admin@example.com');
    await page.goto('/admin/vouchers');
    const row = page.getByTestId('voucher-row').filter({ hasText: code });
    await expect(row).toContainText('eingelöst');
  });
});

/** Logs a fresh trial member in on /extend and redeems the seeded company code of Demo GmbH (it has places). */
async function redeemCompanyCode(redeem: ReturnType<Page['getByRole']>, label: RegExp, submit: string) {
  await redeem.getByLabel(label).fill('demo-gmbh');
  await redeem.getByRole('button', { name: submit, exact: true }).click();
}

test.describe('company access code with a location (#36), German desktop', () => {
  test.use({ viewport: DESKTOP, locale: 'de-DE' });

  test('German desktop: the form asks for the location, then the member joins through the company', async ({
    page,
    request,
  }) => {
    const email = await trialMember(request, 'de');
    await page.goto('/extend');
    await logIn(page, email, MEMBER_PASSWORD);
    await page.goto('/extend');
    const redeem = page.getByRole('form', { name: 'Code einlösen' });
    await redeemCompanyCode(redeem, /^Gutschein- oder Zugangscode/, 'Code einlösen');
    await expect(redeem.getByTestId('redeem-company')).toContainText('Demo GmbH');
    await expect(redeem.getByText('Bitte wählen Sie Ihren Standort oder Ihre Abteilung.')).toBeVisible();
    await expectAccessible(page);
    await redeem.getByRole('combobox', { name: /Standort oder Abteilung/ }).click();
    await page.getByRole('option', { name: 'Standort: Berlin' }).click();
    await redeem.getByRole('button', { name: 'Code einlösen', exact: true }).click();
    await expect(page.getByTestId('redeem-success')).toContainText('Sie sind jetzt über Demo GmbH Mitglied.');
    await expectAccessible(page);
  });
});

test.describe('company access code with a location (#36), English phone', () => {
  test.use({ viewport: PHONE, locale: 'en-US' });

  // logged in at a wide viewport (at 360 the header's login button sits in the menu), then resized
  test('English phone: the location select fits a 360 px screen', async ({ page, request }) => {
    const email = await trialMember(request, 'en');
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, 'en-US');
    await page.goto('/extend');
    await logIn(page, email, MEMBER_PASSWORD);
    await page.setViewportSize(PHONE);
    await page.goto('/extend');
    await expect(page.getByRole('region', { name: 'Your membership' })).toBeVisible();
    const redeem = page.getByRole('form', { name: 'Redeem a code' });
    await redeemCompanyCode(redeem, /^Voucher or access code/, 'Redeem code');
    const place = redeem.getByRole('combobox', { name: /Location or department/ });
    await expect(place).toBeVisible();
    await expect(redeem.getByText('Please choose your location or department.')).toBeVisible();
    await expectNoSideways(page, '/extend with the location select');
    await expectAccessible(page);
    await place.click();
    await page.getByRole('option', { name: 'Location: Berlin' }).click();
    await redeem.getByRole('button', { name: 'Redeem code', exact: true }).click();
    await expect(page.getByTestId('redeem-success')).toContainText('You are now a member through Demo GmbH.');
  });
});

test.describe('phone, English', () => {
  test.use({ viewport: PHONE, locale: 'en-US' });

  test('a member redeems a voucher on a 360 px phone: the field, the refusal and the result fit', async ({
    page,
    request,
  }) => {
    const code = await voucherByApi(request);
    const email = await trialMember(request, 'en');
    await useLanguage(page, 'en-US');
    await page.goto('/extend');
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await submitLogin(page.getByRole('dialog'), email, MEMBER_PASSWORD, {
      login: 'Log in',
      password: /^Password/,
    });

    // the screen after the login has settled (the membership loaded) before the form is used
    await expect(page.getByRole('region', { name: 'Your membership' })).toBeVisible();
    const redeem = page.getByRole('form', { name: 'Redeem a code' });
    await expect(redeem).toBeVisible();
    await expectNoSideways(page, '/extend');
    await expectWordsWhole(page.getByRole('main'), '/extend');
    const send = redeem.getByRole('button', { name: 'Redeem code', exact: true });
    await redeem.getByLabel(/^Voucher or access code/).fill('NOT-A-CODE');
    // retried: the first use of the form brings react-hook-form, and the form renders anew with it (form-engine.tsx)
    await expect(async () => expectReachable(page, send, '"Redeem code"')).toPass();
    await send.click();
    await expect(redeem.getByText('This code is not valid.')).toBeVisible();
    await expectAccessible(page);

    await redeem.getByLabel(/^Voucher or access code/).fill(code);
    await send.click();
    await expect(page.getByTestId('redeem-success')).toContainText('follows your running membership');
    await expectNoSideways(page, '/extend after redeeming');
    await expectAccessible(page);
  });
});
