import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from '../support/app';

// Customer service as an agent meets it (issue 14), against the real gateway and backend: the agent finds Dana
// Demo in the user search, switches to her view, sees her /home under the "viewing as" banner, and switches back
// into the staff session on the user page.

test('a service agent finds demo, views the app as her and switches back', async ({ page }) => {
  // three areas (admin, training home, admin again) with a store reset in between: more than the default 30 s
  test.setTimeout(150_000);
  await page.goto('/');
  await logIn(page, 'service@example.com');

  await page.goto('/admin');
  await page.getByLabel('Suche nach Name, E-Mail oder Unternehmen').fill('Dana');
  const row = page.getByTestId('user-row').filter({ hasText: 'demo@example.com' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Dana Demo' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Konto', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dana Demo' })).toBeVisible();
  const userPage = page.url();
  await expectAccessible(page);
  // every table of the account names its columns (screen readers; the phone cards label each value with them)
  for (const table of await page.locator('main table').all())
    await expect(table.locator('thead th[scope="col"]').first()).toBeAttached();

  await page.getByRole('button', { name: 'Als diese Person ansehen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('30 Minuten');
  await dialog.getByRole('button', { name: 'Als diese Person ansehen' }).click();

  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Sie sehen die App als Dana Demo');
  await expect(banner).toContainText('Sam Service');
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'Zurückwechseln' }).click();
  await expect(page).toHaveURL(userPage);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dana Demo' })).toBeVisible();
  // the staff session is back: the admin area's navigation shows the agent's sections, not the admin-only ones
  const nav = page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
  await expect(nav.getByRole('link', { name: 'Konten', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Hintergrundaufgaben' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Protokoll' })).toHaveCount(0);
});
