import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { DEMO_PASSWORD, expectAccessible } from '../support/app';

// /password_lost as a user meets it (spec §2, §5): a member who forgot the password asks for a link on the
// logged-out screen, follows the link from the delivered mail, is held to the password rule, sets a new password
// and logs in with it; the used link does not work twice. The mail is the real one: the e2e backend delivers its
// outbox as .eml files into its data folder (playwright.config.ts).

const API = '/wp-json/officefit/v1';
const NEW_PASSWORD = 'Winter?2027x';
const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  return request.post('/wp-json/jwt-auth/v1/token', { data: { username, password } });
}

/** A subscriber created by customer service for this run (no password of its own yet). */
async function newMember(request: APIRequestContext): Promise<string> {
  const staff = await tokenOf(request, 'service@example.com', DEMO_PASSWORD);
  expect(staff.ok()).toBe(true);
  const email = `paula.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post(`${API}/admin/users`, {
    headers: { authorization: `Bearer ${((await staff.json()) as { token: string }).token}` },
    data: { email, first_name: 'Paula', last_name: 'Vergessen' },
  });
  expect(created.ok(), `POST admin/users answered ${created.status()}`).toBe(true);
  return email;
}

/** Undoes quoted-printable (soft breaks and =XX), the transfer encoding nodemailer picks for long lines. */
const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The reset link (path and query) of the newest delivered mail to the address. */
async function mailedResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(MAIL_DIR).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = unquote(await fs.readFile(path.join(MAIL_DIR, file), 'utf8'));
          if (!mail.includes(`To: ${email}`)) continue;
          link = /\/password_lost\?key=\S+/.exec(mail)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `a reset mail to ${email} in ${MAIL_DIR}` },
    )
    .toBe(true);
  return link!;
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

  const link = await mailedResetLink(email);
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

  expect((await tokenOf(request, email, NEW_PASSWORD)).ok()).toBe(true);

  // the link is used up: a second attempt is refused with the screen's advice to ask for a new one
  await page.goto(link);
  await page.getByLabel('Neues Passwort').fill('Fruehling#2028');
  await page.getByLabel('Passwort wiederholen').fill('Fruehling#2028');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(
    page.getByText('Ein Fehler ist aufgetreten. Bitte lassen Sie sich einen neuen Link zusenden.'),
  ).toBeVisible();
  expect((await tokenOf(request, email, 'Fruehling#2028')).status()).toBe(403);
});
