// officefit/v1 exercises, exercise/{id}, favourites, dislikes, pain_exercise, quick_start (the caller's own lists
// only).
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { AppError } from '../../../shared/errors';
import { input, issuesToParams, validate } from '../../../shared/validate';
import { idParams, langQuery } from '../shared/schemas';
import { quickStartQuery } from './quick-start';
import { dislikeBody, favouriteBody, listExercisesQuery, painQuery } from './schemas';
import type { ExercisesService } from './service';

/** pain_exercise answers bad settings with 404 no_exercise (contract), not with 400. */
const validatePain: RequestHandler = (req, _res, next) => {
  const result = painQuery.safeParse(req.query);
  if (!result.success) {
    throw new AppError('not_found', 'no_exercise', 'No exercise found for given settings.', {
      params: issuesToParams(result.error.issues, req.query, 'query'),
    });
  }
  req.valid = { ...req.valid, query: result.data };
  next();
};

export function exercisesRoutes(service: ExercisesService, requireAuth: RequestHandler): Router {
  const router = Router();
  const userId = (req: Parameters<RequestHandler>[0]) => currentUser(req).id;
  // the exercise page is open to guests (aboorguest) with its favourite toggle and remove dialog; the lists,
  // the mental-strength catalogue and the pain finder back abo screens
  const page = [requireAuth, requireAccess('aboorguest')];
  const abo = [requireAuth, requireAccess('abo')];

  router.get('/exercises', ...abo, validate({ query: listExercisesQuery }), async (req, res) => {
    const { lang, tag } = input(req, 'query', listExercisesQuery);
    res.json(await service.list(userId(req), lang, tag));
  });

  router.get('/exercise/:id', ...page, validate({ params: idParams, query: langQuery }), async (req, res) => {
    const { id } = input(req, 'params', idParams);
    res.json(await service.detail(userId(req), id, input(req, 'query', langQuery).lang));
  });

  router.get('/favourites', ...abo, validate({ query: langQuery }), async (req, res) => {
    res.json(await service.favourites(userId(req), input(req, 'query', langQuery).lang));
  });

  router.put('/favourites', ...page, validate({ body: favouriteBody }), async (req, res) => {
    res.json(await service.addFavourite(userId(req), input(req, 'body', favouriteBody).id));
  });

  router.delete('/favourites/:id', ...page, validate({ params: idParams }), async (req, res) => {
    res.json(await service.removeFavourite(userId(req), input(req, 'params', idParams).id));
  });

  router.get('/dislikes', ...abo, validate({ query: langQuery }), async (req, res) => {
    res.json(await service.dislikes(userId(req), input(req, 'query', langQuery).lang));
  });

  router.put('/dislikes', ...page, validate({ body: dislikeBody, query: langQuery }), async (req, res) => {
    const body = input(req, 'body', dislikeBody);
    res.json(await service.dislike(userId(req), body, input(req, 'query', langQuery).lang));
  });

  router.delete('/dislikes/:id', ...abo, validate({ params: idParams }), async (req, res) => {
    res.json(await service.restore(userId(req), input(req, 'params', idParams).id));
  });

  router.get('/pain_exercise', ...abo, validatePain, async (req, res) => {
    res.json(await service.pain(userId(req), input(req, 'query', painQuery)));
  });

  router.get('/quick_start', ...abo, validate({ query: quickStartQuery }), async (req, res) => {
    res.json(await service.quickStart(userId(req), input(req, 'query', quickStartQuery)));
  });

  return router;
}
