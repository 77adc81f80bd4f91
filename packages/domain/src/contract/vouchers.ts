// Membership vouchers staff make in mf-admin (issue 36): a print run of codes of one term. Message-free (see the
// convention in ./index.ts). The codes themselves come from the server's generator (FIT-XXXX-XXXX-XXXX).
import { z } from 'zod';
import { MEMBERSHIP_DURATIONS } from './account-values';
import { dateField, intField } from './fields';

/** The most vouchers one POST admin/vouchers makes (a print run for a campaign, not a bulk export). */
export const VOUCHER_BATCH_MAX = 100;
/**
 * The most voucher codes one staff member makes in an hour (issue 36): three full print runs; a leaked staff
 * session cannot print codes without end. The server counts the codes made in the last hour.
 */
export const VOUCHER_HOURLY_MAX = 300;
/** The most uses one voucher may have (one code handed out at an event). */
export const VOUCHER_USES_MAX = 1000;

/** POST admin/vouchers: `count` codes of one term, each redeemable `max_uses` times, optionally until a day. */
export const voucherCreateBodySchema = z.strictObject({
  duration: z.enum(MEMBERSHIP_DURATIONS),
  count: intField(1, VOUCHER_BATCH_MAX),
  max_uses: intField(1, VOUCHER_USES_MAX).default(1),
  valid_until: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    dateField().optional(),
  ),
});
export type VoucherCreateBodyInput = z.input<typeof voucherCreateBodySchema>;
export type VoucherCreateBody = z.output<typeof voucherCreateBodySchema>;

/** GET admin/vouchers?state=…: one state, or all. */
export const VOUCHER_STATES = ['unused', 'used', 'expired', 'disabled'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];
