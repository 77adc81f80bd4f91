// officefit/v1/steps: the signed-in user's own steps.
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { activateStepsBody, putStepsBody, stepsQuery } from './schemas';
import type { StepsService } from './service';

/** GET/PUT steps, PUT steps/activate. */
export function stepsRoutes(service: StepsService, requireAuth: RequestHandler): Router {
  const router = Router();
  const abo = [requireAuth, requireAccess('abo')];

  router.get('/steps', ...abo, validate({ query: stepsQuery }), async (req, res) => {
    res.json(await service.overview(currentUser(req).id));
  });

  router.put('/steps', ...abo, validate({ body: putStepsBody }), async (req, res) => {
    res.json(await service.save(currentUser(req).id, input(req, 'body', putStepsBody)));
  });

  router.put('/steps/activate', ...abo, validate({ body: activateStepsBody }), async (req, res) => {
    res.json(await service.activate(currentUser(req).id, input(req, 'body', activateStepsBody)));
  });

  return router;
}
