// The operator of the site (issue 31 §3): one record, the data file src/seed/operator.json, read by the invoices'
// issuer block, the footer of every mail and the seeded imprint, privacy and terms pages, so they cannot name two
// different companies. An operator changes the file once; invoices and mails follow at the next start, the
// seeded pages at the next seed (the seed fingerprint covers the file; a page edited in the CMS keeps its edits).
// The file is read from the source folder, so dist/ finds it without a copy step (like the seed articles).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The record's data file, the same from src/shared and from dist/shared. */
export const OPERATOR_FILE = path.resolve(__dirname, '../../src/seed/operator.json');

const text = z.string().trim().min(1);
const perLang = z.strictObject({ de: text, en: text });

export const operatorSchema = z.strictObject({
  name: text,
  street: text,
  postal_code: text,
  city: text,
  country: perLang,
  managing_director: text,
  register_court: perLang,
  register_number: text,
  /** Without spaces, e.g. DE123456789. */
  vat_id: z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'a VAT id without spaces, e.g. DE123456789'),
  email: z.email(),
  phone: text,
});
export type Operator = z.output<typeof operatorSchema>;

/** Reads and checks the record; a broken file stops the start with a message naming the file and the field. */
export function loadOperator(file: string = OPERATOR_FILE): Operator {
  const parsed = operatorSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

let cached: Operator | undefined;
/** The operator record of this process (read once). */
export function operator(): Operator {
  cached ??= loadOperator();
  return cached;
}

type Lang2 = 'de' | 'en';

/** The VAT id as printed: `DE 123 456 789` (country code, then groups of three). */
export function printedVatId(op: Operator): string {
  return `${op.vat_id.slice(0, 2)} ${op.vat_id.slice(2).replace(/(.{3})(?=.)/g, '$1 ')}`;
}

/** The issuer block of invoices, one line each. */
export function issuerLines(op: Operator, lang: Lang2 = 'de'): string[] {
  return [
    op.name,
    op.street,
    `${op.postal_code} ${op.city}`,
    `${lang === 'en' ? 'VAT ID' : 'USt-IdNr.'} ${printedVatId(op)}`,
  ];
}

/** The footer under every mail: who sends it, with the details a company's business mail must carry. */
export function mailFooter(op: Operator, lang: Lang2): string {
  const de = lang === 'de';
  return [
    '-- ',
    `${op.name} · ${op.street} · ${op.postal_code} ${op.city} · ${op.country[lang]}`,
    `${de ? 'Geschäftsführung' : 'Managing director'}: ${op.managing_director} · ${op.register_court[lang]}, ${op.register_number}`,
    `${de ? 'USt-IdNr.' : 'VAT ID'} ${printedVatId(op)} · ${op.email}`,
  ].join('\n');
}
