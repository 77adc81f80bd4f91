// officefit/v1/me: the signed-in user's own profile (a user only ever reads their own data).
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { withSession } from './mappers';
import { updateMeBody } from './schemas';
import type { MeService } from './service';

/** GET and PUT /me. */
export function meRoutes(service: MeService, requireAuth: RequestHandler): Router {
  const router = Router();

  router.get('/me', requireAuth, async (req, res) => {
    res.json(withSession(await service.getMe(currentUser(req).id), currentUser(req)));
  });

  router.put('/me', requireAuth, validate({ body: updateMeBody }), async (req, res) => {
    const user = currentUser(req);
    res.json(withSession(await service.updateMe(user.id, input(req, 'body', updateMeBody)), user));
  });

  return router;
}
