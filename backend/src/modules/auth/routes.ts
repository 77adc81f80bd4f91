// jwt-auth/v1: the WordPress JWT plugin's two endpoints.
import { Router } from 'express';
import { bearerToken } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { cookieValue, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './device';
import { noBody, tokenBody } from './schemas';
import type { AuthService } from './service';

/** POST /token (log in), POST /token/validate (the shell's 60-second session check) and POST /token/revoke
 * (logout: the token it is sent with stops working at once). */
export function authRoutes(service: AuthService): Router {
  const router = Router();

  // req.ip: the caller, or the client the gateway names in X-Forwarded-For (trusted proxies only)
  router.post('/token', validate({ body: tokenBody }), async (req, res) => {
    const sent = cookieValue(req.get('Cookie'), DEVICE_COOKIE);
    const { response, device } = await service.login(
      input(req, 'body', tokenBody),
      req.ip ?? 'unknown',
      sent,
    );
    const siteUrl = (req.app.locals as { siteUrl?: string }).siteUrl;
    res
      .cookie(DEVICE_COOKIE, device, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure || siteUrl?.startsWith('https:') === true,
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS * 1000,
      })
      .set('Cache-Control', 'no-store')
      .json(response);
  });

  router.post('/token/validate', async (req, res) => {
    await service.verifyAccessToken(bearerToken(req, 403), 403);
    res.set('Cache-Control', 'no-store').json({ code: 'jwt_auth_valid_token', data: { status: 200 } });
  });

  router.post('/token/revoke', validate({ body: noBody }), async (req, res) => {
    await service.revoke(bearerToken(req));
    res.set('Cache-Control', 'no-store').json({ revoked: true });
  });

  return router;
}
