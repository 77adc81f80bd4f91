// officefit/v1 PUT anamnesis, POST anamnesis/skip (GET anamnesis lives in the anamnesis module).
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { input, validate } from '../../../shared/validate';
import { saveAnamnesisBody, skipBody } from './schemas';
import type { ProfileService } from './service';

export function profileRoutes(service: ProfileService, requireAuth: RequestHandler): Router {
  const router = Router();
  const abo = [requireAuth, requireAccess('abo')];

  router.put('/anamnesis', ...abo, validate({ body: saveAnamnesisBody }), async (req, res) => {
    res.json(await service.save(currentUser(req).id, input(req, 'body', saveAnamnesisBody)));
  });

  router.post('/anamnesis/skip', ...abo, validate({ body: skipBody }), async (req, res) => {
    res.json(await service.skip(currentUser(req).id));
  });

  return router;
}
