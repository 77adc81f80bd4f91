import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/app';
import {
  expectInView,
  expectNoSideways,
  expectOneLine,
  expectReachable,
  expectWordsWhole,
  PHONE,
} from '../support/mobile';
import { MEMBER_PASSWORD, registerMember, uniqueEmail } from '../support/api';

// The account screens of mf-shop on a 360 px phone, in German (issue 11), against the real gateway and backend:
// the registration stepper with its errors, /extend with price and confirmation, and /termination logged in
// (retention → reason → confirmation) and logged out (§ 312k BGB). On every screen nothing may scroll sideways,
// no word that fits is broken, the primary button is reachable and the axe scan finds nothing serious.
// Every test makes its own account with a fresh address, so the tests do not depend on each other's order.

test.use({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
// three steps typed on a busy machine, a password hash per sign-up and an axe scan per screen take a while
test.describe.configure({ timeout: 150_000 });

/** What every phone screen must hold: no sideways scrolling, whole words, no serious axe finding. */
async function expectPhoneLayout(page: Page, where: string, { axe = true } = {}): Promise<void> {
  await expectNoSideways(page, where);
  await expectWordsWhole(page.getByRole('main'), where);
  if (axe) await expectAccessible(page);
}

/** A private member with a 12-month voucher, made through the API as the registration screen would send it. */
async function voucherMember(request: APIRequestContext, first: string, last: string, birthdate: string) {
  const { email } = await registerMember(request, first.toLowerCase(), {
    first_name: first,
    last_name: last,
    birthdate,
    lang: 'de',
    access: { type: 'voucher', code: 'FIT-12M' },
  });
  return email;
}

/** The login dialog, filled and sent (it is opened by the caller: header menu or a screen's own button). */
async function submitLogin(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/E-Mail/).fill(email);
  await dialog.getByLabel(/^Passwort/).fill(MEMBER_PASSWORD);
  const send = dialog.getByRole('button', { name: 'Anmelden', exact: true });
  await expectReachable(page, send, 'the login dialog\'s "Anmelden"');
  await send.click();
  await expect(dialog).toBeHidden();
}

/** Logs in on a phone: the header's links sit behind the menu button there. */
async function logInOnPhone(page: Page, email: string): Promise<void> {
  const banner = page.getByRole('banner');
  const login = banner.getByRole('button', { name: 'Anmelden', exact: true });
  if (!(await login.isVisible())) await banner.getByRole('button', { name: 'Menü', exact: true }).click();
  await login.click();
  await submitLogin(page, email);
}

/** Scrolls to a form's submit button, checks it can be reached and taps it. */
async function tap(page: Page, name: string): Promise<void> {
  const button = page.getByRole('main').getByRole('button', { name, exact: true });
  await expectReachable(page, button, `"${name}"`);
  await button.click();
}

/** Fails unless the focused element is the given field, shown below the sticky header with its error beside it. */
async function expectFocusedWithError(page: Page, field: Locator, error: RegExp) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(error);
  await expectInView(page, field, 'the first invalid field');
}

test('registration at 360 px: three steps, errors beside the fields, the first invalid one in view, back keeps entries', async ({
  page,
}) => {
  const email = uniqueEmail('paula');
  const main = page.getByRole('main');
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectPhoneLayout(page, 'registration step 1');

  // Step 1 sent empty: every required field says so beside it; the e-mail (first in reading order) has the focus
  await tap(page, 'Weiter');
  const emailField = main.getByLabel(/^E-Mail/);
  await expectFocusedWithError(page, emailField, /Bitte füllen Sie dieses Feld aus\./);
  await expect(main.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectPhoneLayout(page, 'registration step 1 with errors', { axe: false });

  // an address that has an account already (a seeded demo user): the notice offers the login, under its text
  await emailField.fill('demo@example.com');
  await main.getByLabel(/^Passwort(?! wiederholen)/).fill(MEMBER_PASSWORD);
  await main.getByLabel(/^Passwort wiederholen/).fill(MEMBER_PASSWORD);
  await main.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await main.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await tap(page, 'Weiter');
  const exists = main.getByTestId('account-exists');
  await expect(exists).toContainText('Für diese E-Mail-Adresse gibt es bereits ein Konto.');
  await expectReachable(page, exists.getByRole('button', { name: 'Zur Anmeldung' }), '"Zur Anmeldung"');
  await expectPhoneLayout(page, 'registration step 1, e-mail taken');

  await emailField.fill(email);
  await expect(exists).toBeHidden();
  await tap(page, 'Weiter');

  // Step 2
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
  await expectPhoneLayout(page, 'registration step 2');
  await main.getByLabel(/^Vorname/).fill('Paula');
  await main.getByLabel(/^Nachname/).fill('Phoneberg');
  await main.getByLabel(/^Spitzname/).fill('Pauli');
  await main.getByLabel(/^Geburtsdatum/).fill('1991-06-03');
  await main.getByRole('radio', { name: 'divers', exact: true }).check();
  await main.getByLabel(/^Telefonnummer/).fill('+49 30 1234567');
  await main.getByRole('radio', { name: 'Privat', exact: true }).check();
  await tap(page, 'Weiter');

  // Step 3: a membership paid by SEPA direct debit — the longest form of the three
  await expect(page.getByText('Schritt 3 von 3')).toBeVisible();
  await main.getByRole('radio', { name: 'Mitgliedschaft kaufen' }).check();
  await main.getByRole('radio', { name: '12 Monate' }).check();
  await expect(main.getByText(/inkl\. 19 % MwSt\./).first()).toBeVisible();
  await main.getByRole('radio', { name: 'jährlich', exact: true }).check();
  await main.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  const iban = main.getByLabel(/^IBAN/);
  await iban.fill('DE12 3456');
  await main.getByLabel(/^Kontoinhaber\/in/).fill('Paula Phoneberg');
  await main.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }).check();
  await expectPhoneLayout(page, 'registration step 3 (paid, SEPA)');

  // a malformed IBAN: the submit at the bottom brings the IBAN back into view, not under the sticky header
  await tap(page, 'Konto erstellen');
  await expectFocusedWithError(page, iban, /Bitte geben Sie eine gültige IBAN ein\./);
  await expect(page).toHaveURL(/\/registration$/);

  // Back keeps the entries of every step
  await tap(page, 'Zurück');
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
  await expect(main.getByLabel(/^Vorname/)).toHaveValue('Paula');
  await expect(main.getByLabel(/^Spitzname/)).toHaveValue('Pauli');
  await expect(main.getByLabel(/^Geburtsdatum/)).toHaveValue('1991-06-03');
  await expect(main.getByRole('radio', { name: 'divers', exact: true })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'Privat', exact: true })).toBeChecked();
  await tap(page, 'Zurück');
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await expect(main.getByLabel(/^E-Mail/)).toHaveValue(email);
  await expect(main.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toBeChecked();
  await tap(page, 'Weiter');
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
  await tap(page, 'Weiter');
  await expect(page.getByText('Schritt 3 von 3')).toBeVisible();
  await expect(main.getByRole('radio', { name: '12 Monate' })).toBeChecked();
  await expect(iban).toHaveValue('DE12 3456');

  // corrected, the account is made and the new member lands on the health profile
  await iban.fill('DE89 3704 0044 0532 0130 00');
  await tap(page, 'Konto erstellen');
  await expect(page).toHaveURL(/\/anamnesis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gesundheitsprofil' })).toBeVisible();
});

test('/extend at 360 px: log in, choose a duration, see its price, confirm and get the result', async ({
  page,
  request,
}) => {
  const email = await voucherMember(request, 'Erik', 'Extend', '1979-02-14');
  await page.goto('/extend');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitgliedschaft verlängern' })).toBeVisible();
  await expectPhoneLayout(page, '/extend logged out', { axe: false });
  await tap(page, 'Anmelden');
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/extend$/);

  const main = page.getByRole('main');
  await expect(main.getByTestId('membership-state')).toHaveText('aktiv');
  // the contract number is asked for by the cancellation without login: it stays one piece
  await expect(main.getByTestId('contract-reference')).toHaveText(/^OF-\w+$/);
  await expectOneLine(main.getByTestId('contract-reference'), 'the contract number');
  const form = main.getByRole('form', { name: 'Mitgliedschaft verlängern' });
  const threeMonths = form.getByRole('radio', { name: '3 Monate' });
  await expect(threeMonths).toBeVisible();
  await expectPhoneLayout(page, '/extend');

  // the price stands beside the duration
  await threeMonths.check();
  // polled: the first use of the form brings react-hook-form, and the form renders anew with it (form-engine.tsx)
  let price = '';
  await expect
    .poll(async () => {
      price = await threeMonths.evaluate((radio) => {
        const hint = radio.getAttribute('aria-describedby');
        return (hint && document.getElementById(hint)?.textContent) ?? '';
      });
      return price;
    })
    .toMatch(/^\d+,\d{2}\s€ inkl\. 19 % MwSt\.$/);
  await form.getByRole('radio', { name: 'monatlich' }).check();
  await form.getByRole('radio', { name: 'Rechnung' }).check();
  await expectPhoneLayout(page, '/extend filled in', { axe: false });
  await tap(page, 'Weiter zur Bestätigung');

  const dialog = page.getByRole('dialog', { name: 'Verlängerung bestätigen' });
  await expect(dialog).toContainText(
    `3 Monate für ${price.replace(/ inkl\..*$/, '')}, Zahlung monatlich per Rechnung.`,
  );
  await expectNoSideways(page, 'the confirmation dialog');
  await expectWordsWhole(dialog, 'the confirmation dialog');
  await expectAccessible(page);
  const confirm = dialog.getByRole('button', { name: 'Zahlungspflichtig verlängern' });
  await expectReachable(page, confirm, '"Zahlungspflichtig verlängern"');
  await confirm.click();

  // the result replaces the long form: its first line is on screen, not somewhere above or below
  await expect(main.getByTestId('extend-success')).toContainText(
    'Vielen Dank! Ihre Verlängerung ist eingegangen.',
  );
  await expectInView(page, main.getByText('Vielen Dank! Ihre Verlängerung ist eingegangen.'), 'the result');
  await expect(main.getByRole('link', { name: 'Zurück zur App' })).toBeVisible();
  await expectPhoneLayout(page, '/extend result');
});

test('/termination at 360 px, logged in: retention, reason, confirmation', async ({ page, request }) => {
  const email = await voucherMember(request, 'Tilda', 'Tschüss', '1990-11-02');
  await page.goto('/');
  await logInOnPhone(page, email);
  await page.goto('/termination');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Kündigung' })).toBeVisible();

  // 1: retention — keeping is as easy to reach as going on
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Schade, dass Sie gehen möchten' })).toBeVisible();
  await expectPhoneLayout(page, '/termination retention');
  await expectReachable(
    page,
    main.getByRole('link', { name: 'Mitgliedschaft behalten' }),
    '"Mitgliedschaft behalten"',
  );
  await tap(page, 'Weiter zur Kündigung');

  // 2: reason — sent without one, the question says so and its first option has the focus
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
  await expectPhoneLayout(page, '/termination reason');
  await tap(page, 'Weiter');
  const group = main.getByRole('radiogroup', { name: /Warum möchten Sie kündigen/ });
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  await expect(group).toHaveAccessibleDescription(/Bitte wählen Sie eine Antwort\./);
  await expect(main.getByRole('radio', { name: 'Zu teuer' })).toBeFocused();
  await expectInView(page, main.getByRole('radio', { name: 'Zu teuer' }), 'the first reason');
  await main.getByRole('radio', { name: 'Keine Zeit' }).check();
  await main.getByLabel(/^Möchten Sie uns noch etwas mitteilen/).fill('Gerade zu viel los im Büro.');
  await tap(page, 'Weiter');

  // 3: confirmation
  await expect(page.getByText('Schritt 3 von 3')).toBeVisible();
  await expect(main.getByTestId('termination-summary')).toContainText('Ihre Mitgliedschaft endet zum');
  await expectPhoneLayout(page, '/termination confirmation');
  await tap(page, 'Jetzt kündigen');
  await expect(main.getByTestId('termination-done')).toContainText('Ihre Kündigung ist eingegangen.');
  await expectInView(page, main.getByText('Ihre Kündigung ist eingegangen.'), 'the result');
  await expectPhoneLayout(page, '/termination done', { axe: false });
});

test('/termination at 360 px, logged out: the § 312k form with its errors and the neutral answer', async ({
  page,
  request,
}) => {
  const email = await voucherMember(request, 'Lotte', 'Ohnelogin', '1984-07-21');
  await page.goto('/termination');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Kündigung ohne Anmeldung' });
  await expect(form).toBeVisible();
  await expectPhoneLayout(page, '/termination without login');

  await tap(page, 'Jetzt kündigen');
  const emailField = form.getByLabel(/^E-Mail-Adresse Ihres Kontos/);
  await expectFocusedWithError(page, emailField, /Bitte füllen Sie dieses Feld aus\./);
  await expectPhoneLayout(page, '/termination without login, errors', { axe: false });

  await emailField.fill(email);
  await form.getByLabel(/^Vorname/).fill('Lotte');
  await form.getByLabel(/^Nachname/).fill('Ohnelogin');
  await form.getByLabel(/^Geburtsdatum/).fill('1984-07-21');
  await tap(page, 'Jetzt kündigen');
  await expect(main.getByTestId('termination-received')).toContainText(
    'Wenn die Angaben zu einem Vertrag passen, erhalten Sie umgehend eine Eingangsbestätigung mit einem Link per E-Mail.',
  );
  await expectInView(page, main.getByText('Vielen Dank, Ihre Anfrage ist eingegangen.'), 'the answer');
  await expectPhoneLayout(page, '/termination without login, received');
});
