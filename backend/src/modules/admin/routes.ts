// officefit/v1/admin: the admin and customer-service area. The role check runs before validation, so a
// user without the role learns nothing about the parameters.
import { type RequestHandler, Router } from 'express';
import { requireRole } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { listUsersQuery } from './schemas';
import type { AdminService } from './service';

/** GET /admin/users (administrators and customer service). */
export function adminRoutes(service: AdminService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(
    '/admin/users',
    requireAuth,
    requireRole('administrator', 'customer_service'),
    validate({ query: listUsersQuery }),
    async (req, res) => {
      res.json(await service.searchUsers(input(req, 'query', listUsersQuery)));
    },
  );
  return router;
}
