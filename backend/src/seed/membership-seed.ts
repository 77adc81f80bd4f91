// Demo data of issue 11: membership prices, the Demo GmbH access code and two vouchers (one expired). Only
// missing rows are created, so a second run changes nothing and staff edits are kept.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { MembershipDuration } from '../shared/domain';

/** Prices in cents including 19 % VAT. */
export const DEMO_PRICES: Record<MembershipDuration, number> = {
  '2w': 1290,
  '1m': 1990,
  '3m': 5490,
  '6m': 9990,
  '9m': 13990,
  '12m': 17900,
};

export const DEMO_ACCESS_CODE = { code: 'DEMO-GMBH', seats: 200, validMonths: 12 };
export const DEMO_VOUCHERS = [
  // multi-use, 12 months
  { code: 'FIT-12M', duration: '12m', maxUses: 1000, expired: false },
  // expired at the end of 2025
  { code: 'OLD-2025', duration: '3m', maxUses: 1, expired: true },
] as const;

export async function seedMembership(trx: Transaction<Database>, companyId: number): Promise<void> {
  await trx
    .insertInto('membership_prices')
    .values(
      Object.entries(DEMO_PRICES).map(([duration, price]) => ({
        duration: duration as MembershipDuration,
        price_cents: price,
        vat_rate: 19,
      })),
    )
    .onConflict((oc) => oc.column('duration').doNothing())
    .execute();
  await trx
    .insertInto('access_codes')
    .values({
      code: DEMO_ACCESS_CODE.code,
      company_id: companyId,
      seats: DEMO_ACCESS_CODE.seats,
      valid_until: sql<Date>`now() + make_interval(months => ${DEMO_ACCESS_CODE.validMonths})`,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('vouchers')
    .values(
      DEMO_VOUCHERS.map((v) => ({
        code: v.code,
        duration: v.duration,
        max_uses: v.maxUses,
        valid_until: v.expired ? '2025-12-31T23:00:00Z' : null,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
