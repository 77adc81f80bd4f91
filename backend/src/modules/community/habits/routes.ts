// officefit/v1 habits, action_habit, delete_action_habit and habit_suggestions: the caller's own habits only.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { idempotentWrite } from '../../../shared/idempotency';
import { input, validate } from '../../../shared/validate';
import { noQuery } from '../shared/schemas';
import { actionsQuery, deleteActionBody, putActionBody, putHabitsBody, suggestionsQuery } from './schemas';
import type { HabitsService } from './service';

export function habitsRoutes(
  service: HabitsService,
  requireAuth: RequestHandler,
  db: Kysely<Database>,
): Router {
  const router = Router();
  const abo = [requireAuth, requireAccess('abo')];

  router.get('/habit_suggestions', ...abo, validate({ query: suggestionsQuery }), (req, res) => {
    res.json(service.suggestions(input(req, 'query', suggestionsQuery).lang));
  });

  router.get('/habits', ...abo, validate({ query: noQuery }), async (req, res) => {
    res.json(await service.list(currentUser(req).id));
  });

  router.put('/habits', ...abo, validate({ body: putHabitsBody }), async (req, res) => {
    res.json(await service.save(currentUser(req).id, input(req, 'body', putHabitsBody)));
  });

  router.get('/action_habit', ...abo, validate({ query: actionsQuery }), async (req, res) => {
    res.json(await service.actions(currentUser(req).id, input(req, 'query', actionsQuery)));
  });

  // the offline queue replays this with an Idempotency-Key
  router.put(
    '/action_habit',
    ...abo,
    validate({ body: putActionBody }),
    idempotentWrite(db, 'habit_check', (req) =>
      service.check(currentUser(req).id, input(req, 'body', putActionBody)),
    ),
  );

  router.put('/delete_action_habit', ...abo, validate({ body: deleteActionBody }), async (req, res) => {
    res.json(await service.uncheck(currentUser(req).id, input(req, 'body', deleteActionBody).id));
  });

  return router;
}
