// officefit/v1 me/profile, me/avatar, avatar/{file}, me/email, me/email/confirm, me/password and me/absence
// (issue 13). Every route but the avatar picture and the e-mail confirmation link acts on the signed-in user
// only; no active membership is needed (an expired member still manages their account).
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { AVATAR_LIMIT_TEXT, AVATAR_MAX_BYTES } from '../../shared/domain';
import { singleFileUpload } from '../../shared/upload';
import { input, validate } from '../../shared/validate';
import {
  absenceBody,
  avatarParams,
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  updateProfileBody,
} from './schemas';
import type { ProfileService } from './service';
import { sendUploadedImage } from '../../shared/image-response';

const avatarUpload = singleFileUpload({
  maxBytes: AVATAR_MAX_BYTES,
  limitText: AVATAR_LIMIT_TEXT,
  fields: 0,
});

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

export function profileRoutes(
  service: ProfileService,
  requireAuth: RequestHandler,
  /** The password change revoked every refresh token: this device gets a new one (auth/refresh-cookie.ts). */
  refreshCookie: (req: Request, res: Response, accessToken: string) => Promise<void>,
): Router {
  const router = Router();
  const me = (req: Parameters<RequestHandler>[0]) => currentUser(req).id;

  router.get('/me/profile', requireAuth, async (req, res) => {
    res.json(await service.getProfile(me(req)));
  });

  router.put('/me/profile', requireAuth, validate({ body: updateProfileBody }), async (req, res) => {
    res.json(await service.updateProfile(me(req), input(req, 'body', updateProfileBody)));
  });

  router.post('/me/avatar', requireAuth, avatarUpload, async (req, res) => {
    res.json(await service.saveAvatar(me(req), req.file));
  });

  router.delete('/me/avatar', requireAuth, async (req, res) => {
    res.json(await service.deleteAvatar(me(req)));
  });

  // public capability URL: an <img> cannot send the bearer token; the random name changes with every upload
  router.get('/avatar/:file', validate({ params: avatarParams }), async (req, res) => {
    const { file } = input(req, 'params', avatarParams);
    const data = await service.avatar(file);
    sendUploadedImage(res, { mime: 'image/webp', data }, { etag: file, cache: 'private' });
  });

  router.post('/me/email', requireAuth, validate({ body: changeEmailBody }), async (req, res) => {
    res.status(202).json(await service.requestEmailChange(me(req), input(req, 'body', changeEmailBody)));
  });

  // the link may be opened on another device, without a login: the key is the capability
  router.post('/me/email/confirm', noStore, validate({ body: confirmEmailBody }), async (req, res) => {
    res.json(await service.confirmEmailChange(input(req, 'body', confirmEmailBody).key));
  });

  router.post('/me/password', requireAuth, validate({ body: changePasswordBody }), async (req, res) => {
    const answer = await service.changePassword(me(req), input(req, 'body', changePasswordBody));
    await refreshCookie(req, res, answer.token);
    res.json(answer);
  });

  router.put('/me/absence', requireAuth, validate({ body: absenceBody }), async (req, res) => {
    res.json(await service.setAbsence(me(req), input(req, 'body', absenceBody)));
  });

  router.delete('/me/absence', requireAuth, async (req, res) => {
    res.json(await service.setAbsence(me(req), null));
  });

  return router;
}
