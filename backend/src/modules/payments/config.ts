// The operator's payment settings (issue 36): the SEPA creditor named in every collection file, the lead time
// of a collection, and the invoice grace period and dunning interval. One data file, src/seed/payments.json
// (demo values: the Bundesbank's test creditor id), checked at first use like the operator record, so a wrong
// IBAN or creditor id stops the file from being made instead of being rejected by the bank days later.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type * as Ibantools from 'ibantools' with { 'resolution-mode': 'import' };

// the CommonJS build of ibantools with its ESM types (see membership/payment.ts)
const { isValidBIC, isValidIBAN } = require('ibantools') as typeof Ibantools;
// sepa ships CommonJS under `require` too
const SEPA = require('sepa') as { validateCreditorID(id: string): boolean };

export const PAYMENTS_FILE = path.resolve(__dirname, '../../../src/seed/payments.json');

const days = (max: number) => z.number().int().min(1).max(max);

export const paymentsConfigSchema = z.strictObject({
  creditor: z.strictObject({
    name: z.string().trim().min(1).max(70),
    iban: z.string().refine(isValidIBAN, 'a valid IBAN without spaces'),
    bic: z.string().refine(isValidBIC, 'a valid BIC').optional(),
    creditor_id: z.string().refine((id) => SEPA.validateCreditorID(id), 'a valid SEPA creditor id'),
  }),
  /** Days between making a collection file and the requested collection date (SEPA core: at least 1). */
  collection_lead_days: days(30),
  /** Days a membership paid by invoice is active before the invoice is paid. */
  invoice_grace_days: days(60),
  /** Days between the reminders of an unpaid invoice, and from the second to the pause. */
  dunning_interval_days: days(60),
});
export type PaymentsConfig = z.output<typeof paymentsConfigSchema>;

/** Reads and checks the file; a broken one throws naming the file and the field. */
export function loadPaymentsConfig(file: string = PAYMENTS_FILE): PaymentsConfig {
  const parsed = paymentsConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

let cached: PaymentsConfig | undefined;
/** The payment settings of this process (read once). */
export function paymentsConfig(): PaymentsConfig {
  cached ??= loadPaymentsConfig();
  return cached;
}
