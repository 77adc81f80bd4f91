// TEMPORARY (helper admin-tables): every converted admin list at 360 px and 1366 px; deleted after the run.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/app';
import { expectNoSideways, expectWordsWhole, PHONE } from '../support/mobile';

test.use({ locale: 'de-DE', reducedMotion: 'reduce' });
test.describe.configure({ timeout: 180_000 });

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const login = banner.getByRole('button', { name: 'Anmelden', exact: true });
  if (!(await login.isVisible())) await banner.getByRole('button', { name: 'Menü', exact: true }).click();
  await login.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/E-Mail/).fill(email);
  await dialog.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
  test(`admin lists at ${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page, 'admin@example.com');
    for (const path of ['/admin/jobs', '/admin/outbox', '/admin/audit', '/admin/articles', '/admin/rewards', '/admin/coupons', '/admin/exercises', '/admin/streams', '/admin/requests']) {
      await page.goto(path);
      const table = page.getByRole('main').getByRole('table').first();
      const visible = await table.isVisible({ timeout: 8000 }).catch(() => false);
      if (!visible) {
        await page.waitForTimeout(3000);
      }
      const count = await page.getByRole('main').getByRole('table').count();
      console.log(path, 'tables', count);
      if (count === 0) continue;
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow).toBeVisible();
      const display = await firstRow.evaluate((row) => getComputedStyle(row).display);
      expect(display).toBe(viewport.width === PHONE.width ? 'block' : 'table-row');
      const labels = await firstRow.locator('td').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-label')));
      console.log(path, labels);
      expect(labels.every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
      await expectNoSideways(page, path);
      await expectWordsWhole(page.getByRole('main'), path);
      if (path === '/admin/jobs') await page.screenshot({ path: `/tmp/pw-admin/jobs-${viewport.width}.png`, fullPage: false });
    }
  });
}
