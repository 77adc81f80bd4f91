import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from '../support/app';

// Companies and users (issue 14) against the real gateway and backend: the account owner of Demo GmbH opens the
// company report, where the small departments (Entwicklung 4, Vertrieb 3) only appear as "Sonstige"; an admin
// imports a CSV with a bad row (nothing imported, the report names the row), then a good file, and finds the
// new users in the user search.

test('the account owner sees the company report with "Sonstige" and no small department', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await logIn(page, 'owner@example.com');
  await page.goto('/company');
  // the first screen of the admin remote after a fresh start loads slowly on a busy machine
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Unternehmen' })).toBeVisible({
    timeout: 30_000,
  });
  const rows = page.getByTestId('report-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Berlin');
  await expect(rows.nth(2)).toContainText('Sonstige');
  await expect(rows.nth(3)).toContainText('Gesamt');
  await expect(page.getByRole('table').first()).not.toContainText('Entwicklung');
  await expect(page.getByRole('button', { name: 'Als CSV herunterladen' })).toBeVisible();
  await expectAccessible(page);
});

test('an admin imports a file with a bad row, then a good file, and finds the new users', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  await page.goto('/');
  await logIn(page, 'admin@example.com');
  await page.goto('/admin/users/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Konten importieren' })).toBeVisible();

  const bad = [
    'email;first_name;last_name',
    `ina.${stamp}@import.example.com;Ina;Import`,
    'kaputt;Karl;Kaputt',
  ];
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad.join('\n')),
  });
  await page.getByRole('button', { name: 'Importieren' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Nichts importiert');
  await expect(report.getByTestId('import-error')).toHaveCount(1);
  await expect(report.getByTestId('import-error').first()).toContainText('3');
  await expect(report.getByTestId('import-error').first()).toContainText('email');
  await expectAccessible(page);

  const good = [
    'email;first_name;last_name',
    `ina.${stamp}@import.example.com;Ina;Import`,
    `jan.${stamp}@import.example.com;Jan;Import`,
  ];
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(good.join('\n')),
  });
  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('import-done')).toContainText('2 Konten wurden angelegt.');

  await page.goto('/admin');
  await page.getByLabel('Suche nach Name, E-Mail oder Unternehmen').fill(`${stamp}@import.example.com`);
  await expect(page.getByTestId('user-row')).toHaveCount(2);
});
