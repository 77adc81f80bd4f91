// Public surface of the profile module (issue 13): profile fields, avatar, e-mail change with re-verification,
// password change that ends the other sessions, and absences.
import type { RequestHandler, Router } from 'express';
import { refreshCookieFor } from '../auth';
import { profileRoutes } from './routes';
import { createProfileService, type ProfileServiceDeps } from './service';

export { AVATAR_SIZE } from './avatar';

export interface ProfileModuleDeps extends ProfileServiceDeps {
  requireAuth: RequestHandler;
}

/** Wires the profile module: service → router. */
export function createProfileModule({ requireAuth, ...deps }: ProfileModuleDeps): { router: Router } {
  const refreshCookie = refreshCookieFor(deps.db, deps.jwt.secret);
  return { router: profileRoutes(createProfileService(deps), requireAuth, refreshCookie) };
}
