// officefit/v1/me: the signed-in user's own profile (a user only ever reads their own data).
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { updateMeBody } from './schemas';
import type { MeService } from './service';

/** GET and PUT /me. */
export function meRoutes(service: MeService, requireAuth: RequestHandler): Router {
  const router = Router();

  router.get('/me', requireAuth, async (req, res) => {
    res.json(await service.getMe(currentUser(req).id));
  });

  router.put('/me', requireAuth, validate({ body: updateMeBody }), async (req, res) => {
    res.json(await service.updateMe(currentUser(req).id, input(req, 'body', updateMeBody)));
  });

  return router;
}
