// Coupon states (spec §4): valid, expired (after valid_until), invalid (unknown, switched off or not yet valid),
// limit reached → the user is put on the coupon's waiting list. Dates are the shop's calendar (Europe/Berlin).
import { sql } from 'kysely';
import type { CouponCheck } from '../../shared/domain';
import { localDate } from '../kernel';
import type { Db } from './catalogue';
import { shopErrors } from './errors';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

export interface UsableCoupon {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The coupon if it can be used now; throws the state's error otherwise. `lock` reads it `for update` (checkout:
 * the use is counted in the same transaction). A coupon at its limit throws couponLimitReached; the caller puts
 * the user on the waiting list (see joinWaitlist) outside the failing transaction.
 */
export async function usableCoupon(db: Db, code: string, now: Date, lock = false): Promise<UsableCoupon> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', normaliseCode(code))
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
  const today = localDate(now, BUSINESS_TIME_ZONE);
  if (!row || !row.active || (row.valid_from !== null && dateText(row.valid_from) > today)) {
    throw shopErrors.couponInvalid();
  }
  if (row.valid_until !== null && dateText(row.valid_until) < today) throw shopErrors.couponExpired();
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) throw shopErrors.couponLimitReached();
  return { id: row.id, code: row.code, kind: row.kind, value: row.value };
}

/** PostgreSQL's `date` arrives as a Date (pg) or a string (PGlite); both become 'YYYY-MM-DD'. */
export function dateText(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/**
 * Counts one use; false when a concurrent order took the last one. A conditional UPDATE, so it holds without
 * a prior lock on PostgreSQL and PGlite (DECISIONS "A seat limit is one conditional UPDATE").
 */
export async function countUse(db: Db, couponId: number): Promise<boolean> {
  const row = await db
    .updateTable('coupons')
    .set({ used_count: sql<number>`used_count + 1` })
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Puts the user on the waiting list of a coupon (once). Someone already told about a free use who meets the
 * limit again queues anew at the end, to be told again.
 */
export async function joinWaitlist(db: Db, code: string, userId: number): Promise<void> {
  const coupon = await db
    .selectFrom('coupons')
    .select('id')
    .where('code', '=', normaliseCode(code))
    .executeTakeFirst();
  if (!coupon) return;
  await db
    .insertInto('coupon_waitlist')
    .values({ coupon_id: coupon.id, user_id: userId })
    .onConflict((oc) =>
      oc
        .columns(['coupon_id', 'user_id'])
        .doUpdateSet({ created_at: sql<Date>`now()`, notified_at: null })
        .where('coupon_waitlist.notified_at', 'is not', null),
    )
    .execute();
}

/** Runs `work`; when it fails with limit reached, the user joins the waiting list, then the error goes on. */
export async function withWaitlist<T>(
  db: Db,
  code: string | undefined,
  userId: number,
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    if (code && error instanceof Error && 'code' in error && error.code === 'shop_coupon_limit_reached') {
      await joinWaitlist(db, code, userId);
    }
    throw error;
  }
}

export function toCouponCheck(coupon: UsableCoupon): CouponCheck {
  return { state: 'valid', code: coupon.code, kind: coupon.kind, value: coupon.value };
}
