// officefit/v1 admin/exercises… (staff with catalogue.write) and exercise_illustration/{token} (public).
// Permission checks run before validation (shared/permissions.ts).
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { singleFileUpload } from '../../shared/upload';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import {
  exerciseCreateBody,
  exerciseParams,
  exerciseUpdateBody,
  illustrationParams,
  listExercisesQuery,
} from './schemas';
import { type CatalogueService, ILLUSTRATION_MAX_BYTES } from './service';
import { sendUploadedImage } from '../../shared/image-response';

const illustrationUpload = singleFileUpload({
  maxBytes: ILLUSTRATION_MAX_BYTES,
  limitText: '2 MB',
  fields: 2,
});

export function catalogueRoutes(service: CatalogueService, requireAuth: RequestHandler): Router {
  const router = Router();
  const write = [requireAuth, requirePermission('catalogue.write')];
  const staff = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => ({
    actorId: currentUser(req).id,
    res,
  });

  router.get('/admin/exercises', ...write, validate({ query: listExercisesQuery }), async (req, res) => {
    res.json(await service.list(input(req, 'query', listExercisesQuery)));
  });
  router.post('/admin/exercises', ...write, validate({ body: exerciseCreateBody }), async (req, res) => {
    res.status(201).json(await service.create(input(req, 'body', exerciseCreateBody), staff(req, res)));
  });
  router.get('/admin/exercises/:id', ...write, validate({ params: exerciseParams }), async (req, res) => {
    res.json(await service.detail(input(req, 'params', exerciseParams).id));
  });
  router.put(
    '/admin/exercises/:id',
    ...write,
    validate({ params: exerciseParams, body: exerciseUpdateBody }),
    async (req, res) => {
      const { id } = input(req, 'params', exerciseParams);
      res.json(await service.update(id, input(req, 'body', exerciseUpdateBody), staff(req, res)));
    },
  );
  router.post(
    '/admin/exercises/:id/illustration',
    ...write,
    validate({ params: exerciseParams }),
    illustrationUpload,
    async (req, res) => {
      const { id } = input(req, 'params', exerciseParams);
      res.json(await service.uploadIllustration(id, req.file, staff(req, res)));
    },
  );
  router.delete(
    '/admin/exercises/:id/illustration',
    ...write,
    validate({ params: exerciseParams }),
    async (req, res) => {
      const { id } = input(req, 'params', exerciseParams);
      res.json(await service.removeIllustration(id, staff(req, res)));
    },
  );

  // public capability URL (an <img> sends no token); the random token changes with every upload
  router.get('/exercise_illustration/:token', validate({ params: illustrationParams }), async (req, res) => {
    const token = input(req, 'params', illustrationParams).token.slice(0, 32);
    const picture = await service.illustration(token);
    sendUploadedImage(res, picture, { etag: token, cache: 'public' });
  });

  return router;
}
