import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, expectAccessible } from '../support/app';
import { mailedLink } from '../support/mail';
import { MEMBER_PASSWORD, registerMember, tokenOf, uniqueEmail } from '../support/api';

// Accounts and membership as users meet them (issue 11), against the real gateway and backend: a visitor signs
// up privately with a trial week, an employee joins with the Demo GmbH access code and shows in the company
// ranking, and a member cancels without logging in (§ 312k BGB): the receipt mail's link confirms it.

const API = '/wp-json/officefit/v1';

/** The mails of one kind that the outbox holds for a recipient (staff GET admin/outbox). */
async function mailsTo(request: APIRequestContext, kind: string, recipient: string) {
  const res = await request.get(`${API}/admin/outbox`, {
    params: { kind, per_page: 100 },
    // the whole mail queue is an admin-only setting (permission outbox.read, issue 14)
    headers: { authorization: `Bearer ${await tokenOf(request, 'admin@example.com')}` },
  });
  expect(res.ok(), `GET admin/outbox answered ${res.status()}`).toBe(true);
  const mails = (await res.json()) as Array<{ recipient: string }>;
  return mails.filter((mail) => mail.recipient === recipient);
}

/** Step 1 of the stepper: e-mail, password twice, terms and privacy. */
async function fillAccount(page: Page, email: string): Promise<void> {
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Passwort(?! wiederholen)/).fill(MEMBER_PASSWORD);
  await page.getByLabel(/^Passwort wiederholen/).fill(MEMBER_PASSWORD);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
}

/** Step 2: names and how the person uses officefit. */
async function fillPersonal(page: Page, first: string, employment: 'Privat' | 'Über meinen Arbeitgeber') {
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
  await page.getByLabel(/^Vorname/).fill(first);
  await page.getByLabel(/^Nachname/).fill('Neumann');
  await page.getByLabel(/^Spitzname/).fill(first);
  await page.getByLabel(/^Geburtsdatum/).fill('1988-04-12');
  await page.getByRole('radio', { name: employment, exact: true }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText('Schritt 3 von 3')).toBeVisible();
}

test.use({ reducedMotion: 'reduce' });
// typing three steps, the accessibility checks and a password hash per sign-up take a while on a busy machine
test.describe.configure({ timeout: 120_000 });

test('a visitor opens "register now", signs up privately with a trial week and lands on the health profile', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('vera');
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Anmelden|Log in)$/ })
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Jetzt registrieren' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  await expectAccessible(page);

  await fillAccount(page, email);
  await fillPersonal(page, 'Vera', 'Privat');
  await page.getByRole('radio', { name: 'Probewoche' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page).toHaveURL(/\/anamnesis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gesundheitsprofil' })).toBeVisible();
  // logged in at once, not yet verified: the banner offers a new link; the first one is in the outbox
  await expect(page.getByTestId('verify-email-banner')).toContainText(
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  );
  expect(await mailsTo(request, 'email_verification', email)).toHaveLength(1);
});

test('step 1 of the registration can be filled in and sent while the form library is still downloading', async ({
  page,
}) => {
  await page.goto('/registration');
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // from here on every script arrives 1.5 s late: react-hook-form (requested by the form's first use) and zod
  const late: string[] = [];
  await page.route('**/*.js', async (route) => {
    late.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // typed, ticked and sent before the library is in: the form keeps it all and sends once it is
  await fillAccount(page, uniqueEmail('slow'));
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible({ timeout: 20_000 });
  expect(late.length).toBeGreaterThan(0);
});

test('an employee signs up with the Demo GmbH access code and appears in the company ranking', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('emil');
  await page.goto('/registration');
  await fillAccount(page, email);
  await fillPersonal(page, 'Emil', 'Über meinen Arbeitgeber');

  await page.getByLabel(/^Zugangscode/).fill('DEMO-GMBH');
  await page.getByRole('button', { name: 'Code prüfen' }).click();
  await expect(page.getByTestId('access-company')).toContainText('Demo GmbH');
  const place = page.getByRole('combobox', { name: /Standort oder Abteilung/ });
  await place.click();
  await page.getByRole('option', { name: 'Standort: Berlin' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/anamnesis$/);

  await page.goto('/ranking');
  const optIn = page.getByTestId('opt-in');
  await optIn.getByRole('button', { name: 'Ranking freischalten' }).click();
  const table = page.getByRole('table', { name: 'Kolleginnen und Kollegen' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Emil/ })).toBeVisible();

  // the backend agrees: the new account ranks in Demo GmbH
  const token = await accessToken(page);
  const ranking = await request.get(`${API}/ranking_full`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await ranking.json()) as { company: { name: string } | null; me: { name: string } | null };
  expect(body.company?.name).toBe('Demo GmbH');
  expect(body.me).not.toBeNull();
});

test('a member cancels without logging in, and the link of the receipt mail makes it happen', async ({
  page,
  request,
}) => {
  // a private member (voucher, 12 months) set up through the API as the registration screen would send it
  const { email, token } = await registerMember(request, 'klara', {
    first_name: 'Klara',
    last_name: 'Kündig',
    birthdate: '1985-09-30',
    lang: 'de',
    access: { type: 'voucher', code: 'FIT-12M' },
  });

  await page.goto('/termination');
  await expect(page.getByRole('heading', { level: 1, name: 'Kündigung' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Kündigung ohne Anmeldung' });
  await form.getByLabel(/^E-Mail-Adresse Ihres Kontos/).fill(email);
  await form.getByLabel(/^Vorname/).fill('Klara');
  await form.getByLabel(/^Nachname/).fill('Kündig');
  await form.getByLabel(/^Geburtsdatum/).fill('1985-09-30');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByTestId('termination-received')).toContainText(
    'Wenn die Angaben zu einem Vertrag passen, erhalten Sie umgehend eine Eingangsbestätigung mit einem Link per E-Mail.',
  );

  // the receipt is mailed at once, but a form anyone can send ends nothing by itself
  expect(await mailsTo(request, 'membership_cancellation_requested', email)).toHaveLength(1);
  const stateNow = async () => {
    const membership = await request.get(`${API}/membership`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await membership.json()) as { current: { state: string } | null }).current?.state;
  };
  expect(await stateNow()).toBe('active');

  await page.goto(await mailedLink(email, /\/termination\?key=\S+/));
  await expect(page.getByRole('heading', { level: 2, name: 'Kündigung bestätigen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Kündigung jetzt bestätigen' }).click();
  await expect(page.getByTestId('termination-done')).toContainText('Ihre Mitgliedschaft endet zum');
  expect(await mailsTo(request, 'membership_cancelled', email)).toHaveLength(1);
  expect(await stateNow()).toBe('cancelled');
});
