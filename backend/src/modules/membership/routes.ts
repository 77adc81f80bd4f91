// officefit/v1 registration/* and membership/* (public and signed in), admin/memberships, admin/refunds and
// admin/trial-requests (staff). Answers are never cached, except the public price list (revalidated by ETag).
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import {
  accessCodeBody,
  cancelMembershipBody,
  cancelWithoutLoginBody,
  checkEmailBody,
  confirmCancellationBody,
  extendMembershipBody,
  idempotencyKey,
  membershipIdParams,
  noQuery,
  refundIdParams,
  redeemCodeBody,
  refundsQuery,
  registrationBody,
  trialRequestsQuery,
  verifyEmailBody,
  voucherCreateBody,
  voucherIdParams,
  vouchersQuery,
} from './schemas';
import { confirmRefund, listRefunds, membershipDetail } from './refunds';
import type { MembershipService } from './service';
import { createVouchers, disableVoucher, listVouchers } from './vouchers-admin';

const client = (req: { ip?: string }) => req.ip ?? 'unknown';

/** Public answers about accounts are never cached (signed-in routes get no-store from authenticate()). */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** The membership route table, registered in groups by who calls them: visitors, accounts, staff. */
export function membershipRoutes(
  service: MembershipService,
  requireAuth: RequestHandler,
  db: Kysely<Database>,
  /** Sets the refresh cookie for the account a registration answer signs in (auth/refresh-cookie.ts). */
  refreshCookie: (req: Request, res: Response, accessToken: string) => Promise<void>,
): Router {
  const router = Router();
  publicRoutes(router, service, refreshCookie);
  signedInRoutes(router, service, requireAuth);
  staffPaymentRoutes(router, service, requireAuth, db);
  staffVoucherRoutes(router, service, requireAuth, db);
  return router;
}

/** Visitors: prices, the registration and its checks, cancelling without signing in. */
function publicRoutes(
  router: Router,
  service: MembershipService,
  refreshCookie: (req: Request, res: Response, accessToken: string) => Promise<void>,
): void {
  // the landing pages show the prices to every visitor: caches keep them, but a price change must be live on the
  // next page load, so they revalidate (Express answers a matching If-None-Match with 304)
  router.get('/membership/offers', validate({ query: noQuery }), async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await service.offers());
  });

  router.post('/registration/access-code', noStore, validate({ body: accessCodeBody }), async (req, res) => {
    res.json(await service.accessCode(input(req, 'body', accessCodeBody).code, client(req)));
  });

  router.post('/registration/check-email', noStore, validate({ body: checkEmailBody }), async (req, res) => {
    res.json(await service.checkEmail(input(req, 'body', checkEmailBody).email, client(req)));
  });

  router.post('/registration', noStore, validate({ body: registrationBody }), async (req, res) => {
    const key = idempotencyKey(req.get('Idempotency-Key'), false);
    const answer = await service.register(input(req, 'body', registrationBody), key, client(req));
    await refreshCookie(req, res, answer.body.token);
    res.status(answer.status).json(answer.body);
  });

  router.post('/registration/verify', noStore, validate({ body: verifyEmailBody }), async (req, res) => {
    res.json(await service.verify(input(req, 'body', verifyEmailBody).key));
  });

  router.post(
    '/membership/cancel-without-login',
    noStore,
    validate({ body: cancelWithoutLoginBody }),
    async (req, res) => {
      res
        .status(202)
        .json(await service.cancelWithoutLogin(input(req, 'body', cancelWithoutLoginBody), client(req)));
    },
  );

  // the link mailed to the account: only its key, which nobody but the mailbox has, ends the membership
  router.post(
    '/membership/cancel-without-login/confirm',
    noStore,
    validate({ body: confirmCancellationBody }),
    async (req, res) => {
      const { key } = input(req, 'body', confirmCancellationBody);
      res.json(await service.confirmCancellation(key, client(req)));
    },
  );
}

/** Signed in (any account: an expired member renews and cancels here too). */
function signedInRoutes(router: Router, service: MembershipService, requireAuth: RequestHandler): void {
  router.post('/registration/verify/resend', requireAuth, async (req, res) => {
    res.status(202).json(await service.resendVerification(currentUser(req).id));
  });

  router.get('/membership', requireAuth, async (req, res) => {
    res.json(await service.overview(currentUser(req).id));
  });

  router.post(
    '/membership/extend',
    requireAuth,
    validate({ body: extendMembershipBody }),
    async (req, res) => {
      const key = idempotencyKey(req.get('Idempotency-Key'), true)!;
      const answer = await service.extend(currentUser(req).id, input(req, 'body', extendMembershipBody), key);
      res.status(answer.status).json(answer.body);
    },
  );

  // a voucher or company code for someone already signed in (a guest, a lapsed member, a member extending)
  router.post('/membership/redeem', requireAuth, validate({ body: redeemCodeBody }), async (req, res) => {
    const body = input(req, 'body', redeemCodeBody);
    res.status(201).json(await service.redeem(currentUser(req).id, body, client(req)));
  });

  router.post(
    '/membership/cancel',
    requireAuth,
    validate({ body: cancelMembershipBody }),
    async (req, res) => {
      res.json(await service.cancel(currentUser(req).id, input(req, 'body', cancelMembershipBody)));
    },
  );
}

/** Staff: payments to confirm, a membership's detail and the refunds. */
function staffPaymentRoutes(
  router: Router,
  service: MembershipService,
  requireAuth: RequestHandler,
  db: Kysely<Database>,
): void {
  router.post(
    '/admin/memberships/:id/confirm-payment',
    requireAuth,
    requirePermission('payments.confirm'),
    validate({ params: membershipIdParams }),
    async (req, res) => {
      res.json(
        await service.confirmPayment(currentUser(req).id, input(req, 'params', membershipIdParams).id, res),
      );
    },
  );

  router.get(
    '/admin/memberships/:id',
    requireAuth,
    requirePermission('users.read'),
    validate({ params: membershipIdParams }),
    async (req, res) => {
      res.json(await membershipDetail(db, input(req, 'params', membershipIdParams).id));
    },
  );

  router.get(
    '/admin/refunds',
    requireAuth,
    requirePermission('payments.confirm'),
    validate({ query: refundsQuery }),
    async (req, res) => {
      res.json({ refunds: await listRefunds(db, input(req, 'query', refundsQuery).state) });
    },
  );

  router.post(
    '/admin/refunds/:id/confirm',
    requireAuth,
    requirePermission('payments.confirm'),
    validate({ params: refundIdParams }),
    async (req, res) => {
      res.json(await confirmRefund(db, currentUser(req).id, input(req, 'params', refundIdParams).id));
    },
  );
}

/** Staff: membership vouchers and the trial requests. */
function staffVoucherRoutes(
  router: Router,
  service: MembershipService,
  requireAuth: RequestHandler,
  db: Kysely<Database>,
): void {
  // membership vouchers: read like a company's access codes, made and switched off by whoever makes those
  router.get(
    '/admin/vouchers',
    requireAuth,
    requirePermission('companies.read'),
    validate({ query: vouchersQuery }),
    async (req, res) => {
      res.json({ vouchers: await listVouchers(db, input(req, 'query', vouchersQuery).state) });
    },
  );

  router.post(
    '/admin/vouchers',
    requireAuth,
    requirePermission('companies.write'),
    validate({ body: voucherCreateBody }),
    async (req, res) => {
      const acting = { actorId: currentUser(req).id, res };
      const made = await createVouchers(db, input(req, 'body', voucherCreateBody), acting);
      res.status(201).json({ vouchers: made });
    },
  );

  router.post(
    '/admin/vouchers/:id/disable',
    requireAuth,
    requirePermission('companies.write'),
    validate({ params: voucherIdParams }),
    async (req, res) => {
      const acting = { actorId: currentUser(req).id, res };
      res.json(await disableVoucher(db, input(req, 'params', voucherIdParams).id, acting));
    },
  );

  router.get(
    '/admin/trial-requests',
    requireAuth,
    requirePermission('requests.read'),
    validate({ query: trialRequestsQuery }),
    async (req, res) => {
      res.json(await service.trialRequests(input(req, 'query', trialRequestsQuery).registered));
    },
  );
}
