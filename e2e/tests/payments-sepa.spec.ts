import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, logIn, useLanguage } from '../support/app';
import { DESKTOP, expectNoSideways, PHONE } from '../support/mobile';
import { registerMember } from '../support/api';

// SEPA payments (issue 36) against the real gateway and backend: a member registers paying by SEPA (through the
// API, as the registration screen sends it), customer service makes the month's collection file in
// /admin/payments and downloads it, then imports the bank's camt.053 statement (e2e/fixtures, with the
// end-to-end id read from the downloaded file): the debit is marked paid, the stray transfer listed, and a second
// import of the same statement changes nothing. German on a desktop (1366 px), English on a 360 px phone; axe on
// every screen. Open invoices (paid by invoice, in their grace period) are listed and marked paid. Serial: a collection takes every due payment, so two at once would leave one with nothing to do.

const TEMPLATE = fs.readFileSync(path.join(__dirname, '../fixtures/camt053-collection.xml'), 'utf8');

/** A member paying one month by SEPA direct debit (19.90 €), registered through the API. */
async function sepaMember(request: APIRequestContext): Promise<void> {
  await registerMember(request, 'sepa', {
    first_name: 'Sina',
    last_name: 'Sepa',
    lang: 'de',
    access: {
      type: 'paid',
      duration: '1m',
      billing_interval: 'monthly',
      payment: { type: 'sepa', iban: 'DE89 3704 0044 0532 0130 00', account_owner: 'Sina Sepa' },
    },
  });
}

/** A member paying one month by invoice, registered through the API; returns the contract number. */
async function invoiceMember(request: APIRequestContext): Promise<string> {
  const { membership } = await registerMember(request, 'invoice', {
    first_name: 'Ina',
    last_name: 'Invoice',
    lang: 'de',
    access: { type: 'paid', duration: '1m', billing_interval: 'monthly', payment: { type: 'invoice' } },
  });
  return membership.contract_reference;
}

/** Makes the collection file on the screen and returns the downloaded XML. */
async function makeCollection(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^OFC-[0-9A-F]{12}\.xml$/);
  return fs.readFileSync(await file.path(), 'utf8');
}

/** The statement of the fixture for the last debit of the file (19.90 €), as a file to upload. */
function statementFor(pain: string, statementId: string) {
  const ids = [...pain.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((m) => m[1]!);
  expect(ids.length).toBeGreaterThan(0);
  const xml = TEMPLATE.replaceAll('{{STATEMENT_ID}}', statementId)
    .replaceAll('{{END_TO_END_ID}}', ids.at(-1)!)
    .replaceAll('{{AMOUNT}}', '19.90');
  return { name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(xml, 'utf8') };
}

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.describe('desktop, German', () => {
  test.use({ viewport: DESKTOP, locale: 'de-DE' });

  test('customer service makes and downloads the collection file and imports the statement once', async ({
    page,
    request,
  }) => {
    await sepaMember(request);
    await page.goto('/');
    await logIn(page, 'service@example.com');
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlungen' })).toBeVisible();
    await expectAccessible(page);
    const pain = await makeCollection(page, 'Einzugsdatei erstellen');
    expect(pain).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    await expect(page.getByTestId('collection-row').first()).toContainText('OFC-');

    const statement = statementFor(pain, `E2E-DE-${Date.now()}`);
    const form = page.getByRole('form', { name: 'Kontoauszug importieren' });
    await form.getByLabel('Kontoauszug (camt.053-XML)').setInputFiles(statement);
    await form.getByRole('button', { name: 'Kontoauszug importieren' }).click();
    await expect(form.getByText('Importiert: 1 bezahlt, 0 zurückgegeben.')).toBeVisible();
    await expect(form.getByTestId('unmatched-row')).toContainText('Spende ohne Bezug');
    await expectAccessible(page);

    await form.getByLabel('Kontoauszug (camt.053-XML)').setInputFiles(statement);
    await form.getByRole('button', { name: 'Kontoauszug importieren' }).click();
    await expect(
      form.getByText('Dieser Kontoauszug wurde bereits importiert; nichts wurde geändert.'),
    ).toBeVisible();
  });
});

test.describe('open invoices, desktop German', () => {
  test.use({ viewport: DESKTOP, locale: 'de-DE' });

  test('an invoice in its grace period is listed, not dunned yet, and customer service marks it paid', async ({
    page,
    request,
  }) => {
    const reference = await invoiceMember(request);
    await page.goto('/');
    await logIn(page, 'service@example.com');
    await page.goto('/admin/payments');
    const row = page.getByTestId('invoice-row').filter({ hasText: reference });
    await expect(row).toContainText('Noch nicht gemahnt');
    await expectAccessible(page);
    await row.getByRole('button', { name: `Als bezahlt markieren: Rechnung ${reference}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await expect(page.getByText('Rechnung als bezahlt markiert.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('phone, English', () => {
  test.use({ viewport: PHONE, locale: 'en-US' });

  test('the payments screen fits a 360 px phone: collection file and statement import', async ({
    page,
    request,
  }) => {
    await sepaMember(request);
    await useLanguage(page, 'en-US');
    // logged in wide: on a phone "Anmelden" sits in the menu
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await logIn(page, 'service@example.com');
    await page.setViewportSize(PHONE);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Open invoices' })).toBeVisible();
    const pain = await makeCollection(page, 'Make collection file');
    await expectNoSideways(page, '/admin/payments');
    const form = page.getByRole('form', { name: 'Import bank statement' });
    await form
      .getByLabel('Bank statement (camt.053 XML)')
      .setInputFiles(statementFor(pain, `E2E-EN-${Date.now()}`));
    await form.getByRole('button', { name: 'Import statement' }).click();
    await expect(form.getByText('Imported: 1 paid, 0 returned.')).toBeVisible();
    await expectNoSideways(page, '/admin/payments');
    await expectAccessible(page);
  });
});
