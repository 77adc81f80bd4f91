// Issue 31 §3: the site has one operator. The seeded imprint, the issuer block of invoices and the footer of every
// mail name the same company, address and VAT id: the record src/seed/operator.json (shared/operator.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invoiceIssuer } from '../../modules/shop';
import { loadOperator, mailFooter, operator, OPERATOR_FILE } from '../../shared/operator';
import { useTestApp } from '../test-app';

const t = useTestApp();

/** The published text of a seeded page in one language, as the database holds it. */
async function publishedText(slug: string, lang: 'de' | 'en'): Promise<string> {
  const row = await t.db
    .selectFrom('cms_pages as p')
    .innerJoin('cms_page_versions as v', 'v.page_id', 'p.id')
    .innerJoin('cms_page_revisions as r', 'r.id', 'v.published_revision_id')
    .select('r.blocks')
    .where('p.slug', '=', slug)
    .where('v.lang', '=', lang)
    .executeTakeFirstOrThrow();
  return JSON.stringify(row.blocks);
}

const digits = (value: string) => value.replace(/[^0-9]/g, '');

test('the seeded imprint names the issuer of the invoices: name, street, town and VAT id', async () => {
  const [name, street, town, vat] = invoiceIssuer();
  expect(vat).toMatch(/^USt-IdNr\. [A-Z]{2}[ 0-9]+$/);
  for (const lang of ['de', 'en'] as const) {
    const imprint = await publishedText('special/imprint', lang);
    expect(imprint).toContain(name);
    expect(imprint).toContain(street);
    expect(imprint).toContain(town);
    // the imprint prints the VAT id in groups (DE 123 456 789): the same digits as on the invoice
    const printed = /(?:Umsatzsteuergesetz|VAT Act): ([A-Z]{2}[ 0-9]+)/.exec(imprint);
    expect(printed).not.toBeNull();
    expect(printed![1]!.slice(0, 2)).toBe(vat!.slice('USt-IdNr. '.length, 'USt-IdNr. '.length + 2));
    expect(digits(printed![1]!)).toBe(digits(vat!));
    // privacy and terms name the same company at the same address
    for (const slug of ['special/privacy', 'special/terms']) {
      const text = await publishedText(slug, lang);
      expect(text).toContain(`${name}, ${street}, ${town}`);
    }
  }
});

test('every mail closes with the same operator, in its language', () => {
  const [name, street, town, vat] = invoiceIssuer();
  for (const lang of ['de', 'en'] as const) {
    const footer = mailFooter(operator(), lang);
    expect(footer).toContain(name);
    expect(footer).toContain(`${street} · ${town}`);
    expect(digits(footer)).toContain(digits(vat!));
  }
  expect(mailFooter(operator(), 'de')).toContain('Geschäftsführung');
  expect(mailFooter(operator(), 'en')).toContain('Managing director');
});

test('the record is one file: a changed copy changes the invoice issuer and the mail footer alike', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-'));
  try {
    const file = path.join(dir, 'operator.json');
    const record = JSON.parse(fs.readFileSync(OPERATOR_FILE, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...record, street: 'Neue Straße 1', vat_id: 'DE123456789' }));
    const changed = loadOperator(file);
    expect(invoiceIssuer(changed)).toEqual([
      changed.name,
      'Neue Straße 1',
      `${changed.postal_code} ${changed.city}`,
      'USt-IdNr. DE 123 456 789',
    ]);
    expect(mailFooter(changed, 'de')).toContain('Neue Straße 1');
    expect(mailFooter(changed, 'de')).toContain('DE 123 456 789');
    // a broken record stops the start with the file and the field named
    fs.writeFileSync(file, JSON.stringify({ ...record, vat_id: 'DE 123' }));
    expect(() => loadOperator(file)).toThrow(/operator\.json: vat_id/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
