// officefit/v1/admin: the admin and customer-service area. The permission check runs before validation, so a
// user without the permission learns nothing about the parameters.
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { sendPaged } from '../posts';
import { changeMembershipBody, listUsersQuery, noBody, userParams } from './schemas';
import type { AdminService } from './service';

export function adminRoutes(service: AdminService, requireAuth: RequestHandler): Router {
  const router = Router();
  const read = [requireAuth, requirePermission('users.read')];
  const write = [requireAuth, requirePermission('users.write')];

  router.get('/admin/users', ...read, validate({ query: listUsersQuery }), async (req, res) => {
    const query = input(req, 'query', listUsersQuery);
    const { items, total } = await service.searchUsers(query);
    sendPaged(res, { items, total, totalPages: Math.ceil(total / query.per_page) });
  });

  router.get('/admin/users/:id', ...read, validate({ params: userParams }), async (req, res) => {
    res.json(await service.user(input(req, 'params', userParams).id));
  });

  // customer-service actions on one user: POST without a body
  const actions = {
    verification: service.resendVerification,
    'reset-link': service.sendResetLink,
    unlock: service.unlockLogin,
  } as const;
  for (const [name, run] of Object.entries(actions)) {
    router.post(
      `/admin/users/:id/${name}`,
      ...write,
      validate({ params: userParams, body: noBody }),
      async (req, res) => {
        const acting = { actorId: currentUser(req).id, res };
        res.json(await run(input(req, 'params', userParams).id, acting));
      },
    );
  }

  router.put(
    '/admin/users/:id/membership',
    requireAuth,
    requirePermission('memberships.write'),
    validate({ params: userParams, body: changeMembershipBody }),
    async (req, res) => {
      const acting = { actorId: currentUser(req).id, res };
      const { id } = input(req, 'params', userParams);
      res.json(await service.changeMembership(id, input(req, 'body', changeMembershipBody), acting));
    },
  );
  return router;
}
