// officefit/v1/password_lost and password_reset: public (the user cannot log in), answers never cached.
import { Router } from 'express';
import { input, validate } from '../../shared/validate';
import { passwordLostBody, passwordResetBody } from './schemas';
import type { PasswordService } from './service';

/** POST /password_lost and POST /password_reset. */
export function passwordRoutes(service: PasswordService): Router {
  const router = Router();

  router.post('/password_lost', validate({ body: passwordLostBody }), async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json(await service.requestReset(input(req, 'body', passwordLostBody)));
  });

  router.post('/password_reset', validate({ body: passwordResetBody }), async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json(await service.resetPassword(input(req, 'body', passwordResetBody)));
  });

  return router;
}
