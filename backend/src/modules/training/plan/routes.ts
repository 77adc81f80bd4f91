// officefit/v1 current_units, day_units/{day}, current_day, start_unit, finish_unit (the caller's plan only).
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { input, validate } from '../../../shared/validate';
import { langQuery } from '../shared/schemas';
import { dayParams, unitBody } from './schemas';
import type { PlanService } from './service';

export function planRoutes(service: PlanService, requireAuth: RequestHandler): Router {
  const router = Router();
  const abo = [requireAuth, requireAccess('abo')];

  router.get('/current_units', ...abo, validate({ query: langQuery }), async (req, res) => {
    res.json(await service.currentUnits(currentUser(req).id, input(req, 'query', langQuery).lang));
  });

  router.get(
    '/day_units/:day',
    ...abo,
    validate({ params: dayParams, query: langQuery }),
    async (req, res) => {
      const { day } = input(req, 'params', dayParams);
      res.json(await service.dayUnits(currentUser(req).id, day, input(req, 'query', langQuery).lang));
    },
  );

  router.get('/current_day', ...abo, validate({ query: langQuery }), async (req, res) => {
    res.json(await service.currentDay(currentUser(req).id));
  });

  router.put('/start_unit', ...abo, validate({ body: unitBody, query: langQuery }), async (req, res) => {
    const { id } = input(req, 'body', unitBody);
    res.json(await service.startUnit(currentUser(req).id, id, input(req, 'query', langQuery).lang));
  });

  router.put('/finish_unit', ...abo, validate({ body: unitBody, query: langQuery }), async (req, res) => {
    const { id } = input(req, 'body', unitBody);
    res.json(await service.finishUnit(currentUser(req).id, id, input(req, 'query', langQuery).lang));
  });

  return router;
}
