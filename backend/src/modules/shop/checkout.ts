// POST shop/checkout: the cart becomes an order in one transaction. The order of the steps is the guarantee
// against overselling and double spending: the Idempotency-Key is claimed first (a retry waits, then replays),
// the user's row is locked (one user's checkouts run one after another, so the balance read below stays
// true), the cart's products are locked in id order (stock is checked and lowered under the lock), the coupon
// use is one conditional UPDATE; then the order, its lines, the negative point event, the payment set-up, the
// invoice number and the mail are written, and the order is successful. Any failure rolls everything back.
import { sql } from 'kysely';
import type { Address, CheckoutBody, CheckoutResult, ContentLang, PointKind } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import type { MailAttachment, Outbox } from '../contact';
import { claimKey, type IdempotencyScope, requestHash, setUpPayment, storeAnswer } from '../membership';
import { cartRows, checkOrderable } from './cart';
import { type Db } from './catalogue';
import { countUse, type UsableCoupon, usableCoupon, withWaitlist } from './coupons';
import { shopErrors } from './errors';
import { invoicePdf } from './invoice';
import { orderMail } from './mail';
import { loadOrders, publicOrder } from './orders';
import { priceOf } from './pricing';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';
import { totalPoints } from '../activity';
import { feedRefs, recordFeedPost } from '../community/feed';
import { logger } from '../../shared/logger';

/** The ledger reason of a redemption (a negative point event with ref `order:<id>`). */
export const REDEMPTION_REASON = 'shop_order' satisfies PointKind;
export const REFUND_REASON = 'shop_refund' satisfies PointKind;

export interface CheckoutDeps {
  db: Db;
  outbox: Outbox;
  clock: () => Date;
  invoiceIssuer: readonly string[];
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** The next invoice number of the year, without gaps: the counter row stays locked until the order commits. */
async function nextInvoiceNumber(tx: Db, now: Date): Promise<string> {
  const year = Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: BUSINESS_TIME_ZONE }).format(now),
  );
  const row = await tx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `RE-${year}-${String(row.last_number).padStart(6, '0')}`;
}

export async function checkout(
  deps: CheckoutDeps,
  userId: number,
  body: CheckoutBody,
  key: string,
): Promise<Answer<CheckoutResult>> {
  const scope: IdempotencyScope = { scope: 'shop_checkout', ownerId: userId, key };
  try {
    return await withWaitlist(deps.db, body.coupon, userId, () =>
      deps.db.transaction().execute((tx) => placeOrder(deps, tx, scope, userId, body)),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error }, 'checkout failed');
    throw shopErrors.orderFailed(error);
  }
}

/** The team-feed post of a shared redemption (issue 38), naming the rewards. */
async function shareInFeed(
  tx: Db,
  userId: number,
  orderId: number,
  rows: readonly { product: { name: string | null; slug: string } }[],
): Promise<void> {
  await recordFeedPost(tx, {
    userId,
    kind: 'reward_redeemed',
    ref: feedRefs.reward(orderId),
    detail: rows.map(({ product }) => product.name ?? product.slug).join(', '),
  });
}

async function placeOrder(
  deps: CheckoutDeps,
  tx: Db,
  scope: IdempotencyScope,
  userId: number,
  body: CheckoutBody,
): Promise<Answer<CheckoutResult>> {
  const replay = await claimKey(tx, scope, requestHash(body));
  if (replay) return { status: replay.status, body: replay.response as CheckoutResult };
  const now = deps.clock();
  const lang: ContentLang = body.lang;

  const user = await tx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const rows = await cartRows(tx, userId, lang, true);
  if (!rows.length) throw shopErrors.cartEmpty();
  for (const { product, amount } of rows) checkOrderable(product, amount);

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

  const payment =
    price.total_cents > 0 && body.payment
      ? await setUpPayment(tx, body.payment, { userId, amountCents: price.total_cents, field: 'payment' })
      : null;
  const order = await tx
    .insertInto('shop_orders')
    .values({
      user_id: userId,
      state: 'processing',
      points: price.points,
      subtotal_cents: price.subtotal_cents,
      discount_cents: price.discount_cents,
      shipping_cents: price.shipping_cents,
      total_cents: price.total_cents,
      vat_cents: price.vat_cents,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      delivery_address: body.delivery_address ? JSON.stringify(body.delivery_address) : null,
      billing_address: billing && price.total_cents > 0 ? JSON.stringify(billing) : null,
      payment_type: payment ? (payment.type as 'sepa' | 'invoice') : null,
      sepa_mandate_id: payment?.sepaMandateId ?? null,
      lang,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('shop_order_lines')
    .values(
      rows.map(({ product, amount }) => ({
        order_id: order.id,
        product_id: product.id,
        name: product.name ?? product.slug,
        amount,
        points: product.points ?? 0,
        price_cents: product.price_cents ?? 0,
        vat_rate: product.vat_rate,
      })),
    )
    .execute();
  for (const { product, amount } of rows) {
    if (product.stock === null) continue;
    await tx
      .updateTable('products')
      .set({ stock: sql<number>`stock - ${amount}`, updated_at: now })
      .where('id', '=', product.id)
      .execute();
  }
  if (price.points > 0) {
    await tx
      .insertInto('point_events')
      .values({ user_id: userId, points: -price.points, reason: REDEMPTION_REASON, ref: `order:${order.id}` })
      .execute();
  }

  // the team feed tells of it only when the user ticked "share" (default off), and only while in the ranking
  if (body.share_in_feed) await shareInFeed(tx, userId, order.id, rows);

  let invoice: MailAttachment | null = null;
  if (price.total_cents > 0 && billing && payment) {
    const number = await nextInvoiceNumber(tx, now);
    const pdf = await invoicePdf({
      number,
      issuedAt: now,
      orderId: order.id,
      lang,
      issuer: deps.invoiceIssuer,
      billing,
      lines: rows.map(({ product, amount }) => ({
        name: product.name ?? product.slug,
        amount,
        points: product.points ?? 0,
        price_cents: product.price_cents ?? 0,
        vat_rate: product.vat_rate,
      })),
      price,
      couponCode: coupon?.code ?? null,
      paymentType: payment.type as 'sepa' | 'invoice',
    });
    // the bytes are kept: the download (invoice.ts) answers exactly what was mailed
    await tx
      .insertInto('invoices')
      .values({
        order_id: order.id,
        number,
        total_cents: price.total_cents,
        vat_cents: price.vat_cents,
        issued_at: now,
        pdf: Buffer.from(pdf),
      })
      .execute();
    invoice = { filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf };
  }

  await tx.updateTable('shop_orders').set({ state: 'successful' }).where('id', '=', order.id).execute();
  // only what was ordered: a line added while this order was placed stays in the cart
  await tx
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where(
      'product_id',
      'in',
      rows.map((r) => r.product.id),
    )
    .execute();
  const [stored] = await loadOrders(tx, { orderId: order.id });
  const answer: CheckoutResult = { order: publicOrder(stored!), balance: balance - price.points };
  await deps.outbox.queue(
    tx,
    orderMail({ email: user.email, firstName: user.first_name }, answer.order, lang, invoice),
  );
  await storeAnswer(tx, scope, { status: 201, response: answer, userId });
  return { status: 201, body: answer };
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
