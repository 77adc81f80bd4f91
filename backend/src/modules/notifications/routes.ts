// officefit/v1 notifications and Web Push, for any signed-in user: the recent notifications with the unread
// count (header badge), marking them read, the VAPID public key and the browser's push subscription.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currentUser } from '../../shared/auth';
import { AppError } from '../../shared/errors';
import { input, validate } from '../../shared/validate';
import type { Clock } from '../kernel';
import { toNotification } from './mappers';
import {
  deleteSubscription,
  markRead,
  recentNotifications,
  saveSubscription,
  unreadCount,
} from './repository';
import { type PushServicePolicy, refusedPushUrl } from './push-services';
import { noQuery, notificationsReadBody, pushSubscriptionBody, pushUnsubscribeBody } from './schemas';

export function notificationsRoutes(deps: {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  publicKey: string;
  clock: Clock;
  pushServices: PushServicePolicy;
}): Router {
  const { db, requireAuth, clock } = deps;
  const router = Router();

  const list = async (userId: number) => {
    const [rows, unread] = await Promise.all([recentNotifications(db, userId), unreadCount(db, userId)]);
    return { items: rows.map(toNotification), unread };
  };

  router.get('/notifications', requireAuth, validate({ query: noQuery }), async (req, res) => {
    res.json(await list(currentUser(req).id));
  });

  router.post(
    '/notifications/read',
    requireAuth,
    validate({ body: notificationsReadBody }),
    async (req, res) => {
      const userId = currentUser(req).id;
      await markRead(db, userId, input(req, 'body', notificationsReadBody).ids, clock());
      res.json(await list(userId));
    },
  );

  router.get('/push/vapid-public-key', requireAuth, validate({ query: noQuery }), (_req, res) => {
    res.json({ public_key: deps.publicKey });
  });

  router.post(
    '/push/subscriptions',
    requireAuth,
    validate({ body: pushSubscriptionBody }),
    async (req, res) => {
      const body = input(req, 'body', pushSubscriptionBody);
      const user = currentUser(req);
      // staff switched to a user act for them here and there, but do not take their notifications home
      if (user.impersonation)
        throw new AppError(
          'forbidden',
          'push_not_while_switched',
          'Push notifications cannot be switched on while switched to another user.',
        );
      // the server will connect to this URL: only a browser's push service (push-services.ts)
      if (refusedPushUrl(body.endpoint, deps.pushServices))
        throw new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): endpoint', {
          params: { endpoint: "endpoint must be the https URL of a browser's push service." },
        });
      await saveSubscription(db, user.id, { endpoint: body.endpoint, ...body.keys });
      res.status(201).json({ subscribed: true });
    },
  );

  router.delete(
    '/push/subscriptions',
    requireAuth,
    validate({ body: pushUnsubscribeBody }),
    async (req, res) => {
      const { endpoint } = input(req, 'body', pushUnsubscribeBody);
      res.json({ deleted: await deleteSubscription(db, currentUser(req).id, endpoint) });
    },
  );

  return router;
}
