// officefit/v1 challenge, challenge/{id}/…, challenge_photo/{token}, participating and the admin hooks of the
// challenge job (docs/api-community.md).
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import multer from 'multer';
import type { Database } from '../../../db/schema';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { requirePermission } from '../../../shared/permissions';
import { AppError } from '../../../shared/errors';
import { input, validate } from '../../../shared/validate';
import { type Clock, TEAM_PHOTO_MAX_BYTES } from '../../kernel';
import { idParams, noQuery } from '../shared/schemas';
import { setParticipating } from './participation';
import {
  cheerBody,
  createChallengeBody,
  editChallengeBody,
  listChallengesQuery,
  participatingBody,
  photoQuery,
  photoTokenParams,
} from './schemas';
import type { ChallengesService } from './service';
import { sendUploadedImage } from '../../../shared/image-response';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: TEAM_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

/** Parses the one uploaded file, with the spec's message for a file over the limit. */
const photoUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        return next(new AppError('payload_too_large', 'file_too_big', 'File too big. (Limit: 512 kb)'));
      }
      return next(
        new AppError('invalid_data', 'rest_upload_invalid', `The upload could not be read (${error.code}).`),
      );
    }
    return next(
      new AppError('invalid_data', 'rest_upload_invalid', 'The upload could not be read.', { cause: error }),
    );
  });
};

export interface ChallengeRoutesDeps {
  db: Kysely<Database>;
  clock: Clock;
  service: ChallengesService;
  requireAuth: RequestHandler;
  /** Runs the challenge job now through the job module (recorded there like any run). */
  runJobNow: () => Promise<unknown>;
}

/** The challenge route table, registered in groups by topic: challenges, taking part, photos, staff hooks. */
export function challengeRoutes(deps: ChallengeRoutesDeps): Router {
  const router = Router();
  const abo = [deps.requireAuth, requireAccess('abo')];
  challengeCrudRoutes(router, deps, abo);
  takingPartRoutes(router, deps.service, abo);
  photoRoutes(router, deps.service, abo);
  adminHookRoutes(router, deps);
  return router;
}

/** Subscribers: the ranking opt-in, then listing, creating, reading, editing and deleting challenges. */
function challengeCrudRoutes(
  router: Router,
  { db, clock, service }: ChallengeRoutesDeps,
  abo: RequestHandler[],
): void {
  router.put('/participating', ...abo, validate({ body: participatingBody }), async (req, res) => {
    res.json(
      await setParticipating(
        db,
        clock,
        currentUser(req).id,
        input(req, 'body', participatingBody).participating,
      ),
    );
  });

  router.get('/challenge', ...abo, validate({ query: listChallengesQuery }), async (req, res) => {
    res.json(await service.list(currentUser(req).id, input(req, 'query', listChallengesQuery).scope));
  });

  router.post('/challenge', ...abo, validate({ body: createChallengeBody }), async (req, res) => {
    res.status(201).json(await service.create(currentUser(req).id, input(req, 'body', createChallengeBody)));
  });

  router.get('/challenge/:id', ...abo, validate({ params: idParams, query: noQuery }), async (req, res) => {
    res.json(await service.get(currentUser(req).id, input(req, 'params', idParams).id));
  });

  router.put(
    '/challenge/:id',
    ...abo,
    validate({ params: idParams, body: editChallengeBody }),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      res.json(await service.edit(currentUser(req).id, id, input(req, 'body', editChallengeBody)));
    },
  );

  router.delete('/challenge/:id', ...abo, validate({ params: idParams }), async (req, res) => {
    res.json(await service.remove(currentUser(req).id, input(req, 'params', idParams).id));
  });
}

/** Subscribers: accepting, declining and cheering in a challenge. */
function takingPartRoutes(router: Router, service: ChallengesService, abo: RequestHandler[]): void {
  router.put(
    '/challenge/:id/accept',
    ...abo,
    validate({ params: idParams, body: noQuery }),
    async (req, res) => {
      res.json(await service.accept(currentUser(req).id, input(req, 'params', idParams).id));
    },
  );

  router.put(
    '/challenge/:id/decline',
    ...abo,
    validate({ params: idParams, body: noQuery }),
    async (req, res) => {
      res.json(await service.decline(currentUser(req).id, input(req, 'params', idParams).id));
    },
  );

  router.put(
    '/challenge/:id/cheer',
    ...abo,
    validate({ params: idParams, body: cheerBody }),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      res.json(await service.cheer(currentUser(req).id, id, input(req, 'body', cheerBody).user));
    },
  );
}

/** The team photos: uploaded and deleted by participants, shown by a public capability URL. */
function photoRoutes(router: Router, service: ChallengesService, abo: RequestHandler[]): void {
  router.post(
    '/challenge/:id/photo',
    ...abo,
    validate({ params: idParams, query: photoQuery }),
    photoUpload,
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      const { team } = input(req, 'query', photoQuery);
      res.json(await service.savePhoto(currentUser(req).id, id, team, req.file));
    },
  );

  router.delete(
    '/challenge/:id/photo',
    ...abo,
    validate({ params: idParams, query: photoQuery }),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      res.json(await service.deletePhoto(currentUser(req).id, id, input(req, 'query', photoQuery).team));
    },
  );

  // public capability URL: an <img> cannot send the bearer token; the random token changes with every upload
  router.get('/challenge_photo/:token', validate({ params: photoTokenParams }), async (req, res) => {
    const { token } = input(req, 'params', photoTokenParams);
    sendUploadedImage(res, await service.photo(token), { etag: token, cache: 'private' });
  });
}

/** Staff and test hooks: run the challenge job, end a challenge now. */
function adminHookRoutes(router: Router, { service, requireAuth, runJobNow }: ChallengeRoutesDeps): void {
  router.post(
    '/admin/jobs/challenges/run',
    requireAuth,
    requirePermission('jobs.run'),
    validate({ body: noQuery }),
    async (_req, res) => {
      res.json(await runJobNow());
    },
  );

  router.post(
    '/admin/challenges/:id/end',
    requireAuth,
    requirePermission('challenges.manage'),
    validate({ params: idParams, body: noQuery }),
    async (req, res) => {
      res.json(await service.endNow(input(req, 'params', idParams).id));
    },
  );
}
