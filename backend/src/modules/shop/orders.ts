// Orders as the wire shows them (the user's history, staff views, the checkout's answer).
import type { Address, Order } from '../../shared/domain';
import type { Db } from './catalogue';
import { shopErrors } from './errors';

function orderQuery(db: Db) {
  return db
    .selectFrom('shop_orders as o')
    .leftJoin('invoices as i', 'i.order_id', 'o.id')
    .select([
      'o.id',
      'o.user_id',
      'o.state',
      'o.created_at',
      'o.points',
      'o.subtotal_cents',
      'o.discount_cents',
      'o.shipping_cents',
      'o.total_cents',
      'o.vat_cents',
      'o.coupon_code',
      'o.delivery_address',
      'o.billing_address',
      'o.payment_type',
      'i.number as invoice_number',
    ]);
}

/** How long the user may cancel an order themselves: a day, before it is handed to fulfilment. */
export const ORDER_CANCEL_HOURS = 24;

export const cancellableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + ORDER_CANCEL_HOURS * 3600_000);

/** PostgreSQL returns jsonb parsed; PGlite too; a string is parsed for safety. */
const address = (value: unknown): Address | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as Address);

/** Orders by id with their lines, newest first. */
export async function loadOrders(
  db: Db,
  filter: { userId?: number; orderId?: number; limit?: number },
): Promise<(Order & { user_id: number })[]> {
  let query = orderQuery(db).orderBy('o.id', 'desc');
  if (filter.userId !== undefined) query = query.where('o.user_id', '=', filter.userId);
  if (filter.orderId !== undefined) query = query.where('o.id', '=', filter.orderId);
  const rows = await query.limit(filter.limit ?? 200).execute();
  if (!rows.length) return [];
  const lines = await db
    .selectFrom('shop_order_lines')
    .select(['order_id', 'product_id', 'name', 'amount', 'points', 'price_cents', 'vat_rate'])
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('order_id')
    .orderBy('product_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    state: row.state,
    created_at: new Date(row.created_at).toISOString(),
    points: row.points,
    subtotal_cents: row.subtotal_cents,
    discount_cents: row.discount_cents,
    shipping_cents: row.shipping_cents,
    total_cents: row.total_cents,
    vat_cents: row.vat_cents,
    coupon_code: row.coupon_code,
    delivery_address: address(row.delivery_address),
    billing_address: address(row.billing_address),
    payment_type: row.payment_type,
    invoice_number: row.invoice_number,
    cancellable_until:
      row.state === 'cancelled' ? null : cancellableUntil(new Date(row.created_at)).toISOString(),
    lines: lines.filter((l) => l.order_id === row.id).map(({ order_id: _order, ...line }) => line),
  }));
}

/** The wire order without the owner. */
export function publicOrder({ user_id: _user, ...order }: Order & { user_id: number }): Order {
  return order;
}

export interface InvoiceFile {
  filename: string;
  content: Buffer;
}

/**
 * The invoice PDF of an order, the bytes that were mailed. With `userId` only that user's orders count: another
 * user's order is answered as unknown, whether it has an invoice or not (no enumeration).
 */
export async function invoiceFile(db: Db, orderId: number, userId?: number): Promise<InvoiceFile> {
  const row = await db
    .selectFrom('shop_orders as o')
    .leftJoin('invoices as i', 'i.order_id', 'o.id')
    .select(['o.id', 'i.number', 'i.pdf'])
    .where('o.id', '=', orderId)
    .$if(userId !== undefined, (qb) => qb.where('o.user_id', '=', userId!))
    .executeTakeFirst();
  if (!row) throw shopErrors.orderInvalid();
  // no euro amount (no invoice), or issued before invoices kept their PDF (migration 0013)
  if (!row.number || !row.pdf) throw shopErrors.invoiceMissing();
  return { filename: `${row.number}.pdf`, content: Buffer.from(row.pdf) };
}
