// Cancelling an order, the one path every caller uses (the user within a day, the staff endpoint, other modules
// through index.ts): in one
// transaction the order is locked, stock goes back, redeemed points are refunded once (the ledger's unique ref),
// the coupon's use is given back, and if that frees a use of a coupon people wait for, the first of them get
// the waiting-list notice (waitlist.ts).
import { sql } from 'kysely';
import type { Order } from '../../shared/domain';
import type { Outbox } from '../contact';
import type { Db } from './catalogue';
import { REFUND_REASON } from './checkout';
import { shopErrors } from './errors';
import { cancellableUntil, loadOrders, publicOrder } from './orders';
import { noticeFreedUses } from './waitlist';

export interface CancelDeps {
  db: Db;
  outbox: Outbox;
  clock: () => Date;
}

/** Gives the order's coupon use back (never below 0) and tells the waiting list when a use became free. */
async function returnCouponUse(tx: Db, deps: CancelDeps, couponId: number): Promise<void> {
  const after = await tx
    .updateTable('coupons')
    .set({ used_count: sql<number>`used_count - 1` })
    .where('id', '=', couponId)
    .where('used_count', '>', 0)
    .returning(['id', 'code', 'usage_limit', 'used_count', 'active', 'valid_until'])
    .executeTakeFirst();
  if (!after) return;
  const before = { usage_limit: after.usage_limit, used_count: after.used_count + 1 };
  await noticeFreedUses(tx, deps.outbox, before, after, deps.clock());
}

/**
 * Cancels an order; a cancelled one is 409 shop_order_not_cancellable, an unknown one 404. With `userId` (the
 * user's own cancellation) another user's order is unknown, and after ORDER_CANCEL_HOURS it is 409
 * shop_order_cancel_expired (customer service can still cancel it).
 */
export async function cancelOrder(deps: CancelDeps, orderId: number, userId?: number): Promise<Order> {
  return (await cancelOrderDetailed(deps, orderId, userId)).order;
}

/** What the order was before it was cancelled (the staff endpoint's audit row shows it). */
export interface OrderBeforeCancel {
  user_id: number;
  state: string;
  points: number;
  coupon_id: number | null;
}

/** cancelOrder, answering the order and what it was before. */
export async function cancelOrderDetailed(
  deps: CancelDeps,
  orderId: number,
  userId?: number,
): Promise<{ order: Order; before: OrderBeforeCancel }> {
  return deps.db.transaction().execute(async (tx) => {
    const order = await tx
      .selectFrom('shop_orders')
      .select(['id', 'user_id', 'state', 'points', 'coupon_id', 'created_at'])
      .where('id', '=', orderId)
      .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw shopErrors.orderInvalid();
    if (order.state === 'cancelled') throw shopErrors.orderNotCancellable();
    if (userId !== undefined && deps.clock() >= cancellableUntil(new Date(order.created_at))) {
      throw shopErrors.cancelExpired();
    }
    const lines = await tx
      .selectFrom('shop_order_lines')
      .select(['product_id', 'amount'])
      .where('order_id', '=', orderId)
      .orderBy('product_id')
      .execute();
    for (const line of lines) {
      await tx
        .updateTable('products')
        .set({ stock: sql<number>`stock + ${line.amount}` })
        .where('id', '=', line.product_id)
        .where('stock', 'is not', null)
        .execute();
    }
    if (order.points > 0) {
      await tx
        .insertInto('point_events')
        .values({
          user_id: order.user_id,
          points: order.points,
          reason: REFUND_REASON,
          ref: `order:${orderId}`,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    // the order row lock above makes this once per order, like the state change below
    if (order.coupon_id !== null) await returnCouponUse(tx, deps, order.coupon_id);
    await tx
      .updateTable('shop_orders')
      .set({ state: 'cancelled', updated_at: new Date() })
      .where('id', '=', orderId)
      .execute();
    const { user_id, state, points, coupon_id } = order;
    return {
      order: publicOrder((await loadOrders(tx, { orderId }))[0]!),
      before: { user_id, state, points, coupon_id },
    };
  });
}
