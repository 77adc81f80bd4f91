// officefit/v1/shop/* (subscribers: /mybonuses and its cart, checkout and orders) and admin/shop/* (staff:
// administrator, customer service). API: docs/api-shop.md.
import { type RequestHandler, type Response, Router } from 'express';
import { requireAccess, requireVerifiedEmail } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { auditDetails } from '../audit';
import { idempotencyKey } from '../membership';
import {
  adminProducts,
  changeStock,
  couponWaitlist,
  createCoupon,
  listCoupons,
  saveProduct,
  updateCoupon,
} from './admin';
import { cancelOrder, cancelOrderDetailed } from './cancel';
import { checkout, type CheckoutDeps } from './checkout';
import { shopErrors } from './errors';
import { type InvoiceFile, invoiceFile, loadOrders } from './orders';
import {
  cartAddBody,
  cartAmountBody,
  checkoutBody,
  couponBody,
  couponCheckBody,
  idParams,
  langQuery,
  productBody,
  productListQuery,
  stockBody,
} from './schemas';
import type { ShopService } from './service';

/** A PDF as a download (the route's auth already set Cache-Control: no-store). */
function sendPdf(res: Response, file: InvoiceFile): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.content);
}

type Request = Parameters<RequestHandler>[0];

/** The content language asked for in the query (`?lang=`). */
const lang = (req: Request) => input(req, 'query', langQuery).lang;

/** The shop's route table, registered in groups by who calls them: subscribers, then staff. */
export function shopRoutes(service: ShopService, deps: CheckoutDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  const member = [requireAuth, requireAccess('abo')];
  productAndCartRoutes(router, service, member);
  checkoutAndOrderRoutes(router, service, deps, member);
  staffCatalogueRoutes(router, deps, [requireAuth, requirePermission('catalogue.write')]);
  staffOrderRoutes(router, deps, requireAuth);
  return router;
}

/** Subscribers: the rewards and their cart. */
function productAndCartRoutes(router: Router, service: ShopService, member: RequestHandler[]): void {
  router.get('/shop/products', ...member, validate({ query: productListQuery }), async (req, res) => {
    res.json(await service.products(currentUser(req).id, input(req, 'query', productListQuery)));
  });
  router.get(
    '/shop/products/:id',
    ...member,
    validate({ params: idParams, query: langQuery }),
    async (req, res) => {
      res.json(await service.product(currentUser(req).id, input(req, 'params', idParams).id, lang(req)));
    },
  );

  router.get('/shop/cart', ...member, validate({ query: langQuery }), async (req, res) => {
    res.json(await service.cart(currentUser(req).id, lang(req)));
  });
  router.post(
    '/shop/cart',
    ...member,
    validate({ query: langQuery, body: cartAddBody }),
    async (req, res) => {
      res.json(await service.addToCart(currentUser(req).id, input(req, 'body', cartAddBody), lang(req)));
    },
  );
  router.put(
    '/shop/cart/:id',
    ...member,
    validate({ params: idParams, query: langQuery, body: cartAmountBody }),
    async (req, res) => {
      const { amount } = input(req, 'body', cartAmountBody);
      res.json(
        await service.setAmount(currentUser(req).id, input(req, 'params', idParams).id, amount, lang(req)),
      );
    },
  );
  router.delete(
    '/shop/cart/:id',
    ...member,
    validate({ params: idParams, query: langQuery }),
    async (req, res) => {
      res.json(
        await service.removeFromCart(currentUser(req).id, input(req, 'params', idParams).id, lang(req)),
      );
    },
  );
}

/** Subscribers: coupon check, checkout and their orders with the invoice. */
function checkoutAndOrderRoutes(
  router: Router,
  service: ShopService,
  deps: CheckoutDeps,
  member: RequestHandler[],
): void {
  router.post('/shop/coupon', ...member, validate({ body: couponCheckBody }), async (req, res) => {
    res.json(await service.checkCoupon(currentUser(req).id, input(req, 'body', couponCheckBody).code));
  });

  // redeeming points needs a confirmed e-mail address (DECISIONS "E-mail verification")
  router.post(
    '/shop/checkout',
    ...member,
    requireVerifiedEmail(),
    validate({ body: checkoutBody }),
    async (req, res) => {
      const key = idempotencyKey(req.get('Idempotency-Key'), true)!;
      // staff switched to a customer help with the cart, but the customer's points are theirs to spend
      if (currentUser(req).impersonation) throw shopErrors.notWhileSwitched();
      const answer = await checkout(deps, currentUser(req).id, input(req, 'body', checkoutBody), key);
      res.status(answer.status).json(answer.body);
    },
  );

  router.get('/shop/orders', ...member, async (req, res) => {
    res.json(await service.orders(currentUser(req).id));
  });
  router.get('/shop/orders/:id', ...member, validate({ params: idParams }), async (req, res) => {
    res.json(await service.order(currentUser(req).id, input(req, 'params', idParams).id));
  });
  router.post('/shop/orders/:id/cancel', ...member, validate({ params: idParams }), async (req, res) => {
    res.json(await cancelOrder(deps, input(req, 'params', idParams).id, currentUser(req).id));
  });
  router.get('/shop/orders/:id/invoice', ...member, validate({ params: idParams }), async (req, res) => {
    sendPdf(res, await invoiceFile(deps.db, input(req, 'params', idParams).id, currentUser(req).id));
  });
}

/** Staff with catalogue.write: products, stock and coupons. */
function staffCatalogueRoutes(router: Router, deps: CheckoutDeps, staff: RequestHandler[]): void {
  router.get('/admin/shop/products', ...staff, async (_req, res) => {
    res.json(await adminProducts(deps.db));
  });
  router.post('/admin/shop/products', ...staff, validate({ body: productBody }), async (req, res) => {
    res.status(201).json(await saveProduct(deps.db, input(req, 'body', productBody)));
  });
  router.put(
    '/admin/shop/products/:id',
    ...staff,
    validate({ params: idParams, body: productBody }),
    async (req, res) => {
      res.json(
        await saveProduct(deps.db, input(req, 'body', productBody), input(req, 'params', idParams).id),
      );
    },
  );
  router.put(
    '/admin/shop/products/:id/stock',
    ...staff,
    validate({ params: idParams, body: stockBody }),
    async (req, res) => {
      res.json(await changeStock(deps.db, input(req, 'params', idParams).id, input(req, 'body', stockBody)));
    },
  );
  router.get('/admin/shop/coupons', ...staff, async (_req, res) => {
    res.json(await listCoupons(deps.db));
  });
  router.post('/admin/shop/coupons', ...staff, validate({ body: couponBody }), async (req, res) => {
    res.status(201).json(await createCoupon(deps.db, input(req, 'body', couponBody)));
  });
  router.put(
    '/admin/shop/coupons/:id',
    ...staff,
    validate({ params: idParams, body: couponBody }),
    async (req, res) => {
      res.json(await updateCoupon(deps, input(req, 'params', idParams).id, input(req, 'body', couponBody)));
    },
  );
  router.get(
    '/admin/shop/coupons/:id/waitlist',
    ...staff,
    validate({ params: idParams }),
    async (req, res) => {
      res.json(await couponWaitlist(deps.db, input(req, 'params', idParams).id));
    },
  );
}

/** Staff with orders.read / orders.cancel: every order, its invoice and the cancellation. */
function staffOrderRoutes(router: Router, deps: CheckoutDeps, requireAuth: RequestHandler): void {
  router.get('/admin/shop/orders', requireAuth, requirePermission('orders.read'), async (_req, res) => {
    res.json(await loadOrders(deps.db, { limit: 200 }));
  });
  router.get(
    '/admin/shop/orders/:id/invoice',
    requireAuth,
    requirePermission('orders.read'),
    validate({ params: idParams }),
    async (req, res) => {
      sendPdf(res, await invoiceFile(deps.db, input(req, 'params', idParams).id));
    },
  );
  router.post(
    '/admin/shop/orders/:id/cancel',
    requireAuth,
    requirePermission('orders.cancel'),
    validate({ params: idParams }),
    async (req, res) => {
      const orderId = input(req, 'params', idParams).id;
      const { order, before } = await cancelOrderDetailed(deps, orderId);
      await auditDetails(deps.db, res, currentUser(req).id, {
        action: 'order.cancelled',
        targetUserId: before.user_id,
        subject: `order:${orderId}`,
        before: {
          order_id: orderId,
          state: before.state,
          points: before.points,
          coupon_id: before.coupon_id,
        },
        // stock, the redeemed points and the coupon use went back
        after: { order_id: orderId, state: order.state, points_refunded: before.points },
      });
      res.json(order);
    },
  );
}
