// officefit/v1/me/progress: the signed-in user's own weekly series (no parameter selects another user).
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { progressQuery } from './schemas';
import type { ProgressService } from './service';

/** GET /me/progress?range=4w|3m|12m. */
export function progressRoutes(service: ProgressService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(
    '/me/progress',
    requireAuth,
    requireAccess('aboorguest'),
    validate({ query: progressQuery }),
    async (req, res) => {
      const { range } = input(req, 'query', progressQuery);
      res.json(await service.progress(currentUser(req).id, range ?? '4w'));
    },
  );
  return router;
}
