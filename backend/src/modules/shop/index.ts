// Public surface of the shop module (issue 12): rewards with filters and flags, the server-side cart, checkout
// with points and euros (coupons, shipping, VAT, invoice PDF mailed through the outbox), order history, staff
// endpoints for products, stock, coupons and orders, and the shipped reward pictures.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { issuerLines, type Operator, operator } from '../../shared/operator';
import { type Clock, systemClock } from '../kernel';
import type { Outbox } from '../contact';
import { productMediaRoutes } from './media';
import { shopRoutes } from './routes';
import { createShopService } from './service';

export { pointsRewards, productImagePath, soldOut } from './catalogue';
export { cancelOrder as cancelShopOrder, type CancelDeps as CancelShopOrderDeps } from './cancel';
export { REDEMPTION_REASON, REFUND_REASON } from './checkout';
export { ORDER_MAIL_KIND } from './mail';
export { SHIPPING_CENTS } from './pricing';
export { WAITLIST_MAIL_KIND } from './waitlist';

export interface ShopModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  outbox: Outbox;
  clock?: Clock;
}

/** The issuer block of invoices: the operator record (shared/operator.ts), the same as imprint and mails. */
export function invoiceIssuer(op: Operator = operator()): string[] {
  return issuerLines(op);
}

/** Wires the shop: service and checkout → routers (the pictures' route is public). */
export function createShopModule({ db, requireAuth, outbox, clock = systemClock }: ShopModuleDeps): {
  router: Router;
  media: Router;
} {
  const deps = { db, outbox, clock, invoiceIssuer: invoiceIssuer() };
  return { router: shopRoutes(createShopService(db, clock), deps, requireAuth), media: productMediaRoutes() };
}
