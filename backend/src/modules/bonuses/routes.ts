// officefit/v1/bonuses: the rewards a signed-in user can buy with fitness points.
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { listBonusesQuery } from './schemas';
import type { BonusesService } from './service';

/** GET /bonuses. */
export function bonusesRoutes(service: BonusesService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(
    '/bonuses',
    requireAuth,
    requireAccess('abo'),
    validate({ query: listBonusesQuery }),
    async (req, res) => {
      res.json(await service.list(currentUser(req).id, input(req, 'query', listBonusesQuery)));
    },
  );
  return router;
}
