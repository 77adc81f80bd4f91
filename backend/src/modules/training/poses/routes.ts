// officefit/v1 admin/exercises/{id}/poses: read and replace an exercise's demonstration (issue 14 "Show the
// movement"), staff with catalogue.write. The body is checked with the pose figure's own schema, so what the editor
// saves is what the app can draw. Permission checks run before validation (shared/permissions.ts).
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { exercisePosesSchema } from '@officefit/pose-figure';
import { currentUser } from '../../../shared/auth';
import { requirePermission } from '../../../shared/permissions';
import { input, validate, wireMessages } from '../../../shared/validate';
import type { PosesService } from './service';

const params = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'Invalid id.')
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647, 'Invalid id.')),
});
const body = wireMessages(exercisePosesSchema, {
  poses: { too_small: 'Give at least 2 poses.', too_big: 'Give at most 4 poses.', default: 'Invalid poses.' },
  cycleSeconds: 'Give the loop time in seconds (1–60).',
});

export function posesRoutes(service: PosesService, requireAuth: RequestHandler): Router {
  const router = Router();
  const write = [requireAuth, requirePermission('catalogue.write')];

  router.get('/admin/exercises/:id/poses', ...write, validate({ params }), async (req, res) => {
    res.json(await service.get(input(req, 'params', params).id));
  });
  router.put('/admin/exercises/:id/poses', ...write, validate({ params, body }), async (req, res) => {
    const { id } = input(req, 'params', params);
    res.json(await service.replace(id, input(req, 'body', body), { actorId: currentUser(req).id, res }));
  });
  return router;
}
