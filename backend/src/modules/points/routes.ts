// officefit/v1/points: the signed-in user's own fitness-points history (no parameter selects another user).
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { validate } from '../../shared/validate';
import { pointsQuery } from './schemas';
import type { PointsService } from './service';

/** GET /points. */
export function pointsRoutes(service: PointsService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get('/points', requireAuth, validate({ query: pointsQuery }), async (req, res) => {
    res.json(await service.history(currentUser(req).id));
  });
  return router;
}
