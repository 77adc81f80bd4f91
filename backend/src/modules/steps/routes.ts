// officefit/v1/steps: the signed-in user's own steps.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { idempotentWrite } from '../../shared/idempotency';
import { input, validate } from '../../shared/validate';
import { activateStepsBody, putStepsBody, stepsQuery } from './schemas';
import type { StepsService } from './service';

/** GET/PUT steps, PUT steps/activate. */
export function stepsRoutes(
  service: StepsService,
  requireAuth: RequestHandler,
  db: Kysely<Database>,
): Router {
  const router = Router();
  const abo = [requireAuth, requireAccess('abo')];

  router.get('/steps', ...abo, validate({ query: stepsQuery }), async (req, res) => {
    res.json(await service.overview(currentUser(req).id));
  });

  // the offline queue replays this with an Idempotency-Key
  router.put(
    '/steps',
    ...abo,
    validate({ body: putStepsBody }),
    idempotentWrite(db, 'steps_entry', (req) =>
      service.save(currentUser(req).id, input(req, 'body', putStepsBody)),
    ),
  );

  router.put('/steps/activate', ...abo, validate({ body: activateStepsBody }), async (req, res) => {
    res.json(await service.activate(currentUser(req).id, input(req, 'body', activateStepsBody)));
  });

  return router;
}
