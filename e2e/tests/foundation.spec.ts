import { expect, test } from '@playwright/test';
import { expectAccessible, logIn, logInForToken, openAccountMenu } from '../support/app';
import { BROKEN_BASE_URL } from '../playwright.config';

test('the landing page renders for a logged-out visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gesund durch den Arbeitstag');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expectAccessible(page);
});

test('demo@example.com logs in on / and lands on /home with their name and points', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toHaveText('Hallo Dana!');
  await expect(page.getByTestId('fitness-points')).not.toHaveText('0');
  await expectAccessible(page);
});

test('new@example.com (no health profile) lands on /anamnesis', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'new@example.com');
  await expect(page).toHaveURL(/\/anamnesis$/);
});

test('a wrong password shows an error and keeps the visitor logged out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/E-Mail/).fill('demo@example.com');
  await dialog.getByLabel(/^Passwort/).fill('wrong-Password1!');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
  await expectAccessible(page);
});

test('one route of every remote renders', async ({ page }) => {
  // one accessibility scan per remote: more than the default 30 s on a busy machine
  test.slow();
  await page.goto('/');
  await logIn(page, 'admin@example.com');
  await page.goto('/home');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.goto('/score');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Punktestand' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/mybonuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Prämien' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'demo@example.com' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gesund durch den Arbeitstag');
});

test('a non-admin is kept out of /admin', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'demo@example.com');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@example.com' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a logged-out visitor opening a guarded route gets the login dialog and returns after login', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/E-Mail/).fill('demo@example.com');
  await dialog.getByLabel(/^Passwort/).fill('Officefit!2026');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown path answers 404 and the screen names the path', async ({ page }) => {
  const response = await page.goto('/does/not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toContainText('/does/not-exist');
  await expectAccessible(page);
});

test('switching to English changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Sprache').selectOption('en-US');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthy through the working day');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthy through the working day');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('logout returns to / and resets the session; the token it ends is refused by the server', async ({
  page,
  request,
}) => {
  const token = await logInForToken(page, 'demo@example.com');
  const meWith = (bearer: string) =>
    request.get('/wp-json/officefit/v1/me', { headers: { authorization: `Bearer ${bearer}` } });
  expect((await meWith(token)).status()).toBe(200);
  await openAccountMenu(page);
  const revoked = page.waitForResponse((r) => r.url().endsWith('/jwt-auth/v1/token/revoke'));
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  expect((await revoked).status()).toBe(200);
  expect((await meWith(token)).status()).toBe(401);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  const copy = await page.evaluate(() => localStorage.getItem('officefit.logoutCopy'));
  expect(JSON.parse(copy ?? '{}').me.email).toBe('demo@example.com');
  await page.goto('/home');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('with the community remote down, its area shows "unavailable" and other areas still work', async ({
  page,
}) => {
  await page.goto(`${BROKEN_BASE_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gesund durch den Arbeitstag');
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${BROKEN_BASE_URL}/score`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bereich nicht verfügbar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${BROKEN_BASE_URL}/home`);
  await expect(page.getByTestId('home-greeting')).toHaveText('Hallo Dana!');
  await page.goto(`${BROKEN_BASE_URL}/mybonuses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Prämien' })).toBeVisible();
});
