// The checkout's reading steps, in their guarded order (see checkout.ts): the user's row and cart locked, then
// coupon, points, addresses and payment checked; the coupon's use is counted last, once everything else holds.
import { sql } from 'kysely';
import type { Address, CheckoutBody, ContentLang } from '../../shared/domain';
import { totalPoints } from '../activity';
import { type CartRow, cartRows, checkOrderable } from './cart';
import { type Db } from './catalogue';
import { countUse, type UsableCoupon, usableCoupon } from './coupons';
import { shopErrors } from './errors';
import { type Price, priceOf } from './pricing';

export interface LockedCart {
  user: { id: number; email: string; first_name: string; last_name: string };
  rows: CartRow[];
}

/** Locks the user's row (one user's checkouts run one after another) and the cart's products in id order. */
export async function lockCart(tx: Db, userId: number, lang: ContentLang): Promise<LockedCart> {
  const user = await tx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const rows = await cartRows(tx, userId, lang, true);
  if (!rows.length) throw shopErrors.cartEmpty();
  for (const { product, amount } of rows) checkOrderable(product, amount);
  return { user, rows };
}

export interface CheckedOrder {
  coupon: UsableCoupon | null;
  price: Price;
  /** The user's points before this order. */
  balance: number;
  billing: Address | null;
}

/** Prices the cart and checks coupon, points, addresses and payment; then counts the coupon's use. */
export async function checkOrder(
  tx: Db,
  userId: number,
  body: CheckoutBody,
  rows: readonly CartRow[],
  now: Date,
): Promise<CheckedOrder> {
  // points collected in a free trial week are redeemed only once a real membership started (issue 32: one
  // mailbox's many trials turned into rewards)
  if (await onlyTrials(tx, userId)) throw shopErrors.trialPoints();
  const coupon: UsableCoupon | null = body.coupon ? await usableCoupon(tx, body.coupon, now) : null;
  // a coupon is one customer's once: its use on an order that was not cancelled counts
  if (coupon && (await usedCoupon(tx, userId, coupon.id))) throw shopErrors.couponAlreadyUsed();
  const price = priceOf(
    rows.map(({ product, amount }) => ({ ...product, amount })),
    coupon,
  );
  const balance = await totalPoints(tx, userId);
  if (price.points > balance) throw shopErrors.notEnoughPoints();

  const physical = rows.some((r) => r.product.physical);
  if (physical && !body.delivery_address) {
    throw shopErrors.missing('delivery_address', 'A delivery address is needed for shipped rewards.');
  }
  const billing: Address | null = body.billing_address ?? body.delivery_address ?? null;
  if (price.total_cents > 0 && !body.payment) {
    throw shopErrors.missing('payment', 'Please choose how you want to pay.');
  }
  if (price.total_cents > 0 && !billing) {
    throw shopErrors.missing('billing_address', 'A billing address is needed for the invoice.');
  }
  if (coupon && !(await countUse(tx, coupon.id))) throw shopErrors.couponLimitReached();
  return { coupon, price, balance, billing };
}

/** True when every membership the user has started is a trial (no paid, company or voucher one yet). */
async function onlyTrials(tx: Db, userId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('subscriptions')
    .select((eb) => [
      eb.fn.countAll<string>().as('all'),
      eb.fn.countAll<string>().filterWhere('kind', '=', 'trial').as('trials'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'not in', ['awaiting_payment', 'cancelled_renewal'])
    .where('starts_at', '<=', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.all) > 0 && Number(row.all) === Number(row.trials);
}

/** True when the user's earlier order (not cancelled) used the coupon. */
async function usedCoupon(tx: Db, userId: number, couponId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('shop_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('coupon_id', '=', couponId)
    .where('state', '!=', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
