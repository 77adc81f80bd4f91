// officefit/v1 sso/… (public: discover, start, callback, session) and admin/companies/:id/sso (staff).
import { type RequestHandler, type Response, Router } from 'express';
import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currentUser } from '../../shared/auth';
import type { JwtOptions } from '../../shared/jwt';
import { logger } from '../../shared/logger';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { cookieValue, refreshCookieFor } from '../auth';
import { siteOf } from '../posts';
import type { SsoConfigService } from './config';
import { FLOW_TTL_SECONDS, finishLogin, ssoCompanyFor, startLogin } from './flow';
import { SsoProblem } from './problems';
import {
  callbackQuery,
  discoverBody,
  noQuery,
  sessionBody,
  ssoCompanyParams,
  ssoConfigBody,
  startQuery,
} from './schemas';
import { sessionForTicket } from './session';

const V1 = '/wp-json/officefit/v1';
/** The state of the login in progress; sent back only to the callback. */
const STATE_COOKIE = 'officefit_sso_state';
const COOKIE_PATH = `${V1}/sso`;

export interface SsoRoutesDeps {
  db: Kysely<Database>;
  jwt: JwtOptions;
  key: KeyObject;
  config: SsoConfigService;
  requireAuth: RequestHandler;
}

/** A failed login goes back to the app's login page, which explains the code. */
function toLoginPage(res: Response, origin: string, error: unknown) {
  const code = error instanceof SsoProblem ? error.code : 'failed';
  // the reason stays in the log for the operator; the user sees only the code's text
  if (error instanceof SsoProblem) logger.warn({ code, detail: error.message }, 'sso: login refused');
  else logger.error({ err: error }, 'sso: login failed');
  res.set('Cache-Control', 'no-store').redirect(303, `${origin}/?sso_error=${code}`);
}

/** The SSO route table, registered in groups: the staff's configuration, then the login's start and its return. */
export function ssoRoutes(deps: SsoRoutesDeps): Router {
  const router = Router();
  configRoutes(router, deps);
  loginStartRoutes(router, deps);
  loginReturnRoutes(router, deps);
  return router;
}

/** Staff: a company's SSO configuration (read with companies.read, changed with companies.write). */
function configRoutes(router: Router, { config, requireAuth }: SsoRoutesDeps): void {
  const read = [requireAuth, requirePermission('companies.read')];
  const write = [requireAuth, requirePermission('companies.write')];

  router.get(
    '/admin/companies/:id/sso',
    ...read,
    validate({ params: ssoCompanyParams, query: noQuery }),
    async (req, res) => {
      res.json(await config.get(input(req, 'params', ssoCompanyParams).id));
    },
  );
  router.put(
    '/admin/companies/:id/sso',
    ...write,
    validate({ params: ssoCompanyParams, body: ssoConfigBody }),
    async (req, res) => {
      const { id } = input(req, 'params', ssoCompanyParams);
      res.json(await config.put(id, input(req, 'body', ssoConfigBody), currentUser(req).id, res));
    },
  );
  router.delete(
    '/admin/companies/:id/sso',
    ...write,
    validate({ params: ssoCompanyParams }),
    async (req, res) => {
      const { id } = input(req, 'params', ssoCompanyParams);
      res.json(await config.remove(id, currentUser(req).id, res));
    },
  );
}

/** Public: which e-mail domains sign in with SSO, and the redirect to the company's provider. */
function loginStartRoutes(router: Router, { db, key }: SsoRoutesDeps): void {
  // the login dialog asks with the typed e-mail: tells only whether its domain signs in with SSO
  router.post('/sso/discover', validate({ body: discoverBody }), async (req, res) => {
    const { email } = input(req, 'body', discoverBody);
    const found = await ssoCompanyFor(db, email);
    const start = found
      ? `${V1}/sso/start?${new URLSearchParams({ company: String(found.company_id), login_hint: email.trim().toLowerCase() })}`
      : null;
    res
      .set('Cache-Control', 'no-store')
      .json(found ? { sso: true, start_url: start, password_login: found.password_login } : { sso: false });
  });

  router.get('/sso/start', validate({ query: startQuery }), async (req, res) => {
    const { company, login_hint } = input(req, 'query', startQuery);
    const { origin } = siteOf(req);
    try {
      const { url, state } = await startLogin(db, key, {
        companyId: company,
        loginHint: login_hint,
        redirectUri: `${origin}${V1}/sso/callback`,
      });
      res
        .cookie(STATE_COOKIE, state, {
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level navigation from another site
          sameSite: 'lax',
          secure: origin.startsWith('https:'),
          path: COOKIE_PATH,
          maxAge: FLOW_TTL_SECONDS * 1000,
        })
        .set('Cache-Control', 'no-store')
        .redirect(303, url);
    } catch (error) {
      toLoginPage(res, origin, error);
    }
  });
}

/** Public: the provider's redirect back, and the ticket it hands the app exchanged for a session. */
function loginReturnRoutes(router: Router, { db, jwt, key }: SsoRoutesDeps): void {
  // the SSO session is a login like the password one: it gets a refresh cookie (auth/refresh-cookie.ts)
  const refreshCookie = refreshCookieFor(db, jwt.secret);

  router.get('/sso/callback', validate({ query: callbackQuery }), async (req, res) => {
    const query = input(req, 'query', callbackQuery);
    const { origin } = siteOf(req);
    res.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
    try {
      const { ticket } = await finishLogin(db, key, {
        currentUrl: new URL(req.originalUrl, origin),
        state: query.state,
        cookieState: cookieValue(req.get('Cookie'), STATE_COOKIE),
        error: query.error,
      });
      // in the fragment: never sent to a server, so it stays out of access logs
      res.set('Cache-Control', 'no-store').redirect(303, `${origin}/home#sso_ticket=${ticket}`);
    } catch (error) {
      toLoginPage(res, origin, error);
    }
  });

  router.post('/sso/session', validate({ body: sessionBody }), async (req, res) => {
    const { ticket } = input(req, 'body', sessionBody);
    const answer = await sessionForTicket(db, jwt, ticket);
    await refreshCookie(req, res, answer.token);
    res.set('Cache-Control', 'no-store').json(answer);
  });
}
