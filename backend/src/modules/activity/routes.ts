// officefit/v1 exercise actions, weekly goal, strike and trained days: always the signed-in user's own data.
import { type Request, type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { idempotentWrite } from '../../shared/idempotency';
import { input, validate } from '../../shared/validate';
import { exerciseActionBody, noQuery, trainedDaysQuery, weeklyGoalBody } from './schemas';
import type { ActionTiming, ActivityService } from './service';

/** Header of a write the offline queue sends late: milliseconds since it was made (client clock). */
export const OFFLINE_AGE_HEADER = 'Offline-Age-Ms';

/** The write's timing; a missing or malformed Offline-Age-Ms counts the write now (the strict default). */
function timingOf(req: Request): ActionTiming {
  const raw = req.get(OFFLINE_AGE_HEADER);
  return raw !== undefined && /^\d{1,12}$/.test(raw) ? { offlineAgeMs: Number(raw) } : {};
}

/** PUT action_start_exercise, action_exercise; GET/PUT weekly_goal; GET strikes, trained_days. */
export function activityRoutes(
  service: ActivityService,
  requireAuth: RequestHandler,
  db: Kysely<Database>,
): Router {
  const router = Router();
  // the exercise player is open to guests (aboorguest); goals, strike and calendar are home-screen features (abo)
  const player = [requireAuth, requireAccess('aboorguest')];
  const abo = [requireAuth, requireAccess('abo')];

  router.put(
    '/action_start_exercise',
    ...player,
    validate({ body: exerciseActionBody }),
    // the offline queue replays these with an Idempotency-Key
    idempotentWrite(db, 'exercise_start', (req) =>
      service.startExercise(currentUser(req).id, input(req, 'body', exerciseActionBody), timingOf(req)),
    ),
  );

  router.put(
    '/action_exercise',
    ...player,
    validate({ body: exerciseActionBody }),
    idempotentWrite(db, 'exercise_finish', (req) =>
      service.finishExercise(currentUser(req).id, input(req, 'body', exerciseActionBody), timingOf(req)),
    ),
  );

  router.get('/weekly_goal', ...abo, validate({ query: noQuery }), async (req, res) => {
    res.json(await service.weeklyGoal(currentUser(req).id));
  });

  router.put('/weekly_goal', ...abo, validate({ body: weeklyGoalBody }), async (req, res) => {
    res.json(await service.setWeeklyGoal(currentUser(req).id, input(req, 'body', weeklyGoalBody)));
  });

  router.get('/strikes', ...abo, validate({ query: noQuery }), async (req, res) => {
    res.json(await service.strike(currentUser(req).id));
  });

  router.get('/trained_days', ...abo, validate({ query: trainedDaysQuery }), async (req, res) => {
    res.json(await service.trainedDays(currentUser(req).id, input(req, 'query', trainedDaysQuery)));
  });

  return router;
}
