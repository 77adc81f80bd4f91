// officefit/v1/exercise_share: the signed-in user shares an exercise with a colleague.
import { type RequestHandler, Router } from 'express';
import { requireAccess, requireVerifiedEmail } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { shareBody } from './schemas';
import type { ShareService } from './service';

/** PUT exercise_share. */
export function shareRoutes(service: ShareService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.put(
    '/exercise_share',
    requireAuth,
    requireAccess('abo'),
    // sharing pays out points (and mails a colleague): only with a confirmed e-mail address
    requireVerifiedEmail(),
    validate({ body: shareBody }),
    async (req, res) => {
      res.json(await service.share(currentUser(req).id, input(req, 'body', shareBody)));
    },
  );
  return router;
}
