import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/app';
import { mailedLink } from '../support/mail';
import { tokenOf, uniqueEmail } from '../support/api';

// /password_lost as a user meets it (spec §2, §5): a member who forgot the password asks for a link on the
// logged-out screen, follows the link from the delivered mail, is held to the password rule, sets a new password
// and logs in with it; the used link does not work twice. The mail is the real one: the e2e backend delivers its
// outbox as .eml files into its data folder (playwright.config.ts).

const API = '/wp-json/officefit/v1';
const NEW_PASSWORD = 'Winter?2027x';

/** The login endpoint's answer for a user and password. */
async function requestToken(request: APIRequestContext, username: string, password: string) {
  return request.post('/wp-json/jwt-auth/v1/token', { data: { username, password } });
}

/** A subscriber created by customer service for this run (no password of its own yet). */
async function newMember(request: APIRequestContext): Promise<string> {
  const staff = await tokenOf(request, 'service@example.com');
  const email = uniqueEmail('paula');
  const created = await request.post(`${API}/admin/users`, {
    headers: { authorization: `Bearer ${staff}` },
    data: { email, first_name: 'Paula', last_name: 'Vergessen' },
  });
  expect(created.ok(), `POST admin/users answered ${created.status()}`).toBe(true);
  return email;
}

test('a member who forgot the password gets a link by mail, sets a new password and logs in with it', async ({
  page,
  request,
}) => {
  const email = await newMember(request);

  await page.goto('/password_lost');
  await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await expectAccessible(page);
  // an address that is not one is refused on the screen, nothing is sent
  await page.getByLabel(/^E-Mail/).fill('paula-at-example');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('E-Mail-Adresse ist nicht gültig.')).toBeVisible();
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  // the same answer whether or not the address has an account (no account enumeration)
  await expect(
    page.getByText('Falls ein Konto zu dieser Adresse existiert, haben wir Ihnen einen Link geschickt.'),
  ).toBeVisible();

  const link = await mailedLink(email, /\/password_lost\?key=\S+/);
  await page.goto(link);
  await page.getByLabel('Neues Passwort').fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('kurz');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  // the rule is the field's hint and, now, its error
  await expect(page.getByLabel('Neues Passwort')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page
      .locator('[id$="-error"]')
      .getByText('Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, Ziffern und einem Sonderzeichen.'),
  ).toBeVisible();
  await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Stimmt nicht mit dem Passwort überein!')).toBeVisible();
  await page.getByLabel('Passwort wiederholen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.')).toBeVisible();

  expect((await requestToken(request, email, NEW_PASSWORD)).ok()).toBe(true);

  // the link is used up: a second attempt is refused with the screen's advice to ask for a new one
  await page.goto(link);
  await page.getByLabel('Neues Passwort').fill('Fruehling#2028');
  await page.getByLabel('Passwort wiederholen').fill('Fruehling#2028');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(
    page.getByText('Ein Fehler ist aufgetreten. Bitte lassen Sie sich einen neuen Link zusenden.'),
  ).toBeVisible();
  expect((await requestToken(request, email, 'Fruehling#2028')).status()).toBe(403);
});
