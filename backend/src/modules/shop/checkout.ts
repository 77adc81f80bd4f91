// POST shop/checkout: the cart becomes an order in one transaction. The order of the steps is the guarantee
// against overselling and double spending: the Idempotency-Key is claimed first (a retry waits, then replays),
// the user's row is locked (one user's checkouts run one after another, so the balance read below stays
// true), the cart's products are locked in id order (stock is checked and lowered under the lock), the coupon
// use is one conditional UPDATE; then the order, its lines, the negative point event, the payment set-up, the
// invoice number and the mail are written, and the order is successful. Any failure rolls everything back.
import type { CheckoutBody, CheckoutResult, PointKind } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import type { MailAttachment, Outbox } from '../contact';
import { feedRefs, recordFeedPost } from '../community/feed';
import { claimKey, type IdempotencyScope, requestHash, setUpPayment, storeAnswer } from '../membership';
import { type Db } from './catalogue';
import { checkOrder, lockCart } from './checkout-checks';
import { completeOrder, insertOrder, issueInvoice } from './checkout-writes';
import { withWaitlist } from './coupons';
import { shopErrors } from './errors';
import { orderMail } from './mail';
import { loadOrders, publicOrder } from './orders';

export { REDEMPTION_REASON } from './checkout-writes';
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

/** The steps of one checkout, all in the caller's transaction `tx`. */
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
  const { lang } = body;

  const { user, rows } = await lockCart(tx, userId, lang);
  const { coupon, price, balance, billing } = await checkOrder(tx, userId, body, rows, now);
  const payment =
    price.total_cents > 0 && body.payment
      ? await setUpPayment(tx, body.payment, { userId, amountCents: price.total_cents, field: 'payment' })
      : null;
  const order = { userId, body, rows, price, coupon, billing, payment, now };
  const orderId = await insertOrder(tx, order);

  // the team feed tells of it only when the user ticked "share" (default off), and only while in the ranking
  if (body.share_in_feed) await shareInFeed(tx, userId, orderId, rows);

  let invoice: MailAttachment | null = null;
  if (price.total_cents > 0 && billing && payment) {
    const issuer = deps.invoiceIssuer;
    invoice = await issueInvoice(tx, { ...order, orderId, lang, issuer, billing, payment });
  }

  await completeOrder(tx, userId, orderId, rows);
  const [stored] = await loadOrders(tx, { orderId });
  const answer: CheckoutResult = { order: publicOrder(stored!), balance: balance - price.points };
  await deps.outbox.queue(
    tx,
    orderMail({ email: user.email, firstName: user.first_name }, answer.order, lang, invoice),
  );
  await storeAnswer(tx, scope, { status: 201, response: answer, userId });
  return { status: 201, body: answer };
}
