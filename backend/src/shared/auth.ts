// Bearer-token authentication for routes, with the WordPress JWT plugin's error codes, and role helpers.
import type { Request, RequestHandler, Response } from 'express';
import type { Role } from './domain';
import { AppError } from './errors';

/** The signed-in user as routes see it. */
export interface AuthUser {
  id: number;
  email: string;
  roles: Role[];
  /** True while the user holds a subscription that is active now (any kind, trial included). */
  subscribed: boolean;
  /** False until a self-registered user opened the verification link (issue 11). */
  emailVerified: boolean;
  /** Set when a staff member switched to this user (issue 14): the session and who really acts. */
  impersonation?: Impersonation;
}

/** The staff member behind an impersonation token. */
export interface Impersonation {
  /** The impersonations row; ending it ends the token. */
  id: number;
  actor: { id: number; email: string; first_name: string; last_name: string };
}

/** Runs after authenticate() put the user on the request (the audit log of writes made while switched). */
export type AfterAuthenticate = (req: Request, res: Response) => Promise<void>;

/** Turns a token into its user, or throws an AppError with a `jwt_auth_*` code. */
export type TokenVerifier = (token: string) => Promise<AuthUser>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by authenticate() on routes that need a signed-in user. */
      user?: AuthUser;
    }
  }
}

/**
 * The bearer token of the request. Throws `jwt_auth_no_auth_header` without an Authorization header and
 * `jwt_auth_bad_auth_header` when it is not "Bearer <token>"; `status` is 401 for API routes, 403 on
 * /token/validate (as the plugin does).
 */
export function bearerToken(req: Request, status: 401 | 403 = 401): string {
  const header = req.get('authorization');
  const kind = status === 401 ? 'unauthorized' : 'forbidden';
  if (!header)
    throw new AppError(kind, 'jwt_auth_no_auth_header', 'Authorization header not found.', { status });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1])
    throw new AppError(kind, 'jwt_auth_bad_auth_header', 'Authorization header malformed.', { status });
  return match[1];
}

/**
 * Middleware: requires a valid bearer token and puts its user on `req.user`; responses are never cached.
 * `after` runs before the route's own handlers (and may refuse the request by throwing).
 */
export function authenticate(verify: TokenVerifier, after?: AfterAuthenticate): RequestHandler {
  return async (req, res, next) => {
    req.user = await verify(bearerToken(req, 401));
    res.set('Cache-Control', 'no-store');
    if (after) await after(req, res);
    next();
  };
}

/**
 * Middleware for public routes that show more to signed-in users: with a valid bearer token the user is put on
 * `req.user`. No token, or one that is malformed, expired or of a deleted user, leaves the request anonymous
 * rather than failing it: a stale cookie must not break a public page (the shell's token check logs out).
 */
export function identify(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    res.vary('Authorization');
    if (req.get('authorization')) {
      // whatever the token proves, this answer depends on it: never cache it
      res.set('Cache-Control', 'no-store');
      try {
        req.user = await verify(bearerToken(req, 401));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    next();
  };
}

/** The user that authenticate() put on the request. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new AppError('unauthorized', 'rest_not_logged_in', 'You are not currently logged in.');
  return req.user;
}

/** True when the user has the role; administrators count as having every role. */
export function hasRole(user: Pick<AuthUser, 'roles'>, role: Role): boolean {
  return user.roles.includes(role) || user.roles.includes('administrator');
}

/** True for administrators (the `admin` flag of me). */
export function isAdmin(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes('administrator');
}

/**
 * Middleware (after authenticate): lets the request through when `allows` the user, else throws `refusal()`. The
 * guards run before validation, so a refused caller learns nothing about parameters.
 */
export function requireUser(allows: (user: AuthUser) => boolean, refusal: () => AppError): RequestHandler {
  return (req, _res, next) => {
    if (!allows(currentUser(req))) throw refusal();
    next();
  };
}

/** Middleware (after authenticate): lets the request through when the user has one of the roles. */
export function requireRole(...roles: Role[]): RequestHandler {
  return requireUser(
    (user) => roles.some((role) => hasRole(user, role)),
    () => new AppError('forbidden', 'rest_forbidden', 'Sorry, you are not allowed to do that.'),
  );
}
