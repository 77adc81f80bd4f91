// officefit/v1/anamnesis: the signed-in user's health profile (saving it arrives with the questionnaire).
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import type { AnamnesisService } from './service';

/** GET /anamnesis. */
export function anamnesisRoutes(service: AnamnesisService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get('/anamnesis', requireAuth, requireAccess('abo'), async (req, res) => {
    res.json(await service.getAnamnesis(currentUser(req).id));
  });
  return router;
}
