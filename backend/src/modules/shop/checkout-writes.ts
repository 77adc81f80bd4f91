// The checkout's writing steps, in order (see checkout.ts): the order with its lines, lowered stock and negative
// point event; the invoice with its gap-free number; then the order is successful and its cart lines go.
import { sql } from 'kysely';
import type { Address, CheckoutBody, ContentLang, PointKind } from '../../shared/domain';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';
import type { MailAttachment } from '../contact';
import type { PaymentSetup } from '../membership';
import type { CartRow } from './cart';
import { type Db } from './catalogue';
import type { UsableCoupon } from './coupons';
import { invoicePdf } from './invoice';
import type { Price } from './pricing';

/** The ledger reason of a redemption (a negative point event with ref `order:<id>`). */
export const REDEMPTION_REASON = 'shop_order' satisfies PointKind;

/** What the order rows are written from: the checked cart, its price and the payment set up for it. */
export interface OrderToWrite {
  userId: number;
  body: CheckoutBody;
  rows: readonly CartRow[];
  price: Price;
  coupon: UsableCoupon | null;
  billing: Address | null;
  payment: PaymentSetup | null;
  now: Date;
}

/** Writes the order (processing), its lines, the lowered stock and the redemption; returns the order's id. */
export async function insertOrder(tx: Db, order: OrderToWrite): Promise<number> {
  const { userId, body, rows, price, coupon, billing, payment, now } = order;
  const { id } = await tx
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
      lang: body.lang,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('shop_order_lines')
    .values(
      rows.map(({ product, amount }) => ({
        order_id: id,
        product_id: product.id,
        name: product.name ?? product.slug,
        amount,
        points: product.points ?? 0,
        price_cents: product.price_cents ?? 0,
        vat_rate: product.vat_rate,
      })),
    )
    .execute();
  await lowerStock(tx, rows, now);
  if (price.points > 0) {
    await tx
      .insertInto('point_events')
      .values({ user_id: userId, points: -price.points, reason: REDEMPTION_REASON, ref: `order:${id}` })
      .execute();
  }
  return id;
}

/** Lowers the stock of the counted products (the cart's products are locked, so it was checked under the lock). */
async function lowerStock(tx: Db, rows: readonly CartRow[], now: Date): Promise<void> {
  for (const { product, amount } of rows) {
    if (product.stock === null) continue;
    await tx
      .updateTable('products')
      .set({ stock: sql<number>`stock - ${amount}`, updated_at: now })
      .where('id', '=', product.id)
      .execute();
  }
}

export interface InvoiceToIssue {
  orderId: number;
  lang: ContentLang;
  issuer: readonly string[];
  billing: Address;
  rows: readonly CartRow[];
  price: Price;
  coupon: UsableCoupon | null;
  payment: PaymentSetup;
  now: Date;
}

/** Numbers, draws and stores the invoice of a paid order; returns it as the mail's attachment. */
export async function issueInvoice(tx: Db, invoice: InvoiceToIssue): Promise<MailAttachment> {
  const { orderId, price, now } = invoice;
  const number = await nextInvoiceNumber(tx, now);
  const pdf = await invoicePdf({
    number,
    issuedAt: now,
    orderId,
    lang: invoice.lang,
    issuer: invoice.issuer,
    billing: invoice.billing,
    lines: invoice.rows.map(({ product, amount }) => ({
      name: product.name ?? product.slug,
      amount,
      points: product.points ?? 0,
      price_cents: product.price_cents ?? 0,
      vat_rate: product.vat_rate,
    })),
    price,
    couponCode: invoice.coupon?.code ?? null,
    paymentType: invoice.payment.type as 'sepa' | 'invoice',
  });
  // the bytes are kept: the download (invoice.ts) answers exactly what was mailed
  await tx
    .insertInto('invoices')
    .values({
      order_id: orderId,
      number,
      total_cents: price.total_cents,
      vat_cents: price.vat_cents,
      issued_at: now,
      pdf: Buffer.from(pdf),
    })
    .execute();
  return { filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf };
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

/** The order is successful; only what was ordered leaves the cart (a line added meanwhile stays). */
export async function completeOrder(tx: Db, userId: number, orderId: number, rows: readonly CartRow[]) {
  await tx.updateTable('shop_orders').set({ state: 'successful' }).where('id', '=', orderId).execute();
  await tx
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where(
      'product_id',
      'in',
      rows.map((r) => r.product.id),
    )
    .execute();
}
