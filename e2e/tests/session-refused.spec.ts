import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInForToken, submitLogin } from '../support/app';

// Spec §4/§8, issue 36: a call of a session the server no longer accepts (here ended through the API, as by a
// logout in another tab) resets the app, opens the login dialog with the failing path kept, and goes to /;
// the login then returns to that path.
test.describe.configure({ timeout: 90_000 });

test('a revoked session: the next in-app navigation lands on / with the login dialog, the login returns', async ({
  page,
  request,
}) => {
  const token = await logInForToken(page, 'demo@example.com');
  const revoked = await request.post('/wp-json/jwt-auth/v1/token/revoke', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(revoked.status()).toBe(200);

  // an in-app navigation (no page load): the habits screen asks for the user's habits with the revoked token
  const refused = page.waitForResponse((r) => r.url().includes('/wp-json/') && r.status() === 401);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/habits');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await refused;
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ihre Sitzung ist abgelaufen');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();

  await submitLogin(dialog, 'demo@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/habits$/);
});
