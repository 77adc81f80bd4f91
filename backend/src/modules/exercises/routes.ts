// officefit/v1/exercises: the exercise catalogue for any signed-in user.
import { type RequestHandler, Router } from 'express';
import { input, validate } from '../../shared/validate';
import { listExercisesQuery } from './schemas';
import type { ExercisesService } from './service';

/** GET /exercises. */
export function exercisesRoutes(service: ExercisesService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get('/exercises', requireAuth, validate({ query: listExercisesQuery }), async (req, res) => {
    res.json(await service.list(input(req, 'query', listExercisesQuery)));
  });
  return router;
}
