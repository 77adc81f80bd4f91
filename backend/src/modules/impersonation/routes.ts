// POST officefit/v1/admin/users/:id/impersonate (permission users.impersonate) and POST impersonation/end (the
// switched session itself: "switch back").
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { idField } from '../kernel';
import type { ImpersonationService } from './service';

const userParams = z.strictObject({ id: idField('id') });
const noBody = z.strictObject({});

export function impersonationRoutes(service: ImpersonationService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.post(
    '/admin/users/:id/impersonate',
    requireAuth,
    requirePermission('users.impersonate'),
    validate({ params: userParams, body: noBody }),
    async (req, res) => {
      const { id } = input(req, 'params', userParams);
      res
        .set('Cache-Control', 'no-store')
        .status(201)
        .json(await service.start(currentUser(req), id, res));
    },
  );
  router.post('/impersonation/end', requireAuth, validate({ body: noBody }), async (req, res) => {
    res.json(await service.end(currentUser(req), res));
  });
  return router;
}
