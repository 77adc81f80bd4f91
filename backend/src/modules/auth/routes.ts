// jwt-auth/v1: the WordPress JWT plugin's two endpoints.
import { Router } from 'express';
import { bearerToken } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { cookieValue, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './device';
import { REFRESH_COOKIE } from './refresh';
import { secureCookie, setRefreshCookie } from './refresh-cookie';
import { noBody, tokenBody } from './schemas';
import type { AuthService } from './service';

/** POST /token (log in), POST /token/validate (the shell's 60-second session check), POST /token/refresh (a new
 * access token for the refresh cookie) and POST /token/revoke (logout: the token it is sent with stops working at
 * once, and no refresh token of the user renews anything). */
export function authRoutes(service: AuthService): Router {
  const router = Router();

  // req.ip: the caller, or the client the gateway names in X-Forwarded-For (trusted proxies only)
  router.post('/token', validate({ body: tokenBody }), async (req, res) => {
    const sent = cookieValue(req.get('Cookie'), DEVICE_COOKIE);
    const { response, device, refresh } = await service.login(
      input(req, 'body', tokenBody),
      req.ip ?? 'unknown',
      sent,
    );
    res.cookie(DEVICE_COOKIE, device, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie(req),
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS * 1000,
    });
    // after the device cookie: clients that read the first Set-Cookie find the device cookie as before
    if (refresh) setRefreshCookie(req, res, refresh);
    res.set('Cache-Control', 'no-store').json(response);
  });

  router.post('/token/validate', async (req, res) => {
    await service.verifyAccessToken(bearerToken(req, 403), 403);
    res.set('Cache-Control', 'no-store').json({ code: 'jwt_auth_valid_token', data: { status: 200 } });
  });

  // authenticated by the refresh cookie alone: an expired access token is the reason to call it
  router.post('/token/refresh', validate({ body: noBody }), async (req, res) => {
    try {
      const { response, refresh } = await service.refresh(cookieValue(req.get('Cookie'), REFRESH_COOKIE));
      setRefreshCookie(req, res, refresh);
      res.set('Cache-Control', 'no-store').json(response);
    } catch (error) {
      // a refused cookie is of no further use to the browser
      setRefreshCookie(req, res, null);
      throw error;
    }
  });

  router.post('/token/revoke', validate({ body: noBody }), async (req, res) => {
    await service.revoke(bearerToken(req));
    setRefreshCookie(req, res, null);
    res.set('Cache-Control', 'no-store').json({ revoked: true });
  });

  return router;
}
