// Public surface of the shop module (issue 12): rewards with filters and flags, the server-side cart, checkout
// with points and euros (coupons, shipping, VAT, invoice PDF mailed through the outbox), order history, staff
// endpoints for products, stock, coupons and orders, and the shipped reward pictures.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
  env?: NodeJS.ProcessEnv;
}

/** The issuer block of invoices (SHOP_INVOICE_ISSUER, lines separated by "|"). */
export function invoiceIssuer(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw =
    env.SHOP_INVOICE_ISSUER ?? 'officefit GmbH|Friedrichstraße 10|10117 Berlin|USt-IdNr. DE000000000';
  return raw
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Wires the shop: service and checkout → routers (the pictures' route is public). */
export function createShopModule({ db, requireAuth, outbox, clock = systemClock, env }: ShopModuleDeps): {
  router: Router;
  media: Router;
} {
  const deps = { db, outbox, clock, invoiceIssuer: invoiceIssuer(env) };
  return { router: shopRoutes(createShopService(db, clock), deps, requireAuth), media: productMediaRoutes() };
}
