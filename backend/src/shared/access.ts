// Server-side twins of the frontend guards `abo` and `aboorguest` (shell/src/guards/access.ts, spec §6): the
// screens hide subscriber features, these middlewares make the API refuse them too. Staff guards (`editor`,
// `service`, `admin`) are requireRole() in shared/auth.ts.
import type { RequestHandler } from 'express';
import { type AuthUser, isAdmin, requireUser } from './auth';
import { AppError } from './errors';

/** The guards of subscriber screens, with the frontend's names. */
export type MembershipGuard = 'abo' | 'aboorguest';

/**
 * True for a subscriber whose subscription is active now (any kind, trial included). Staff without the
 * subscriber role do not count: they have no training plan or community profile to act on.
 */
export function isSubscriber(user: Pick<AuthUser, 'roles' | 'subscribed'>): boolean {
  return user.roles.includes('subscriber') && user.subscribed;
}

/** Whether the user passes the guard; administrators pass every guard (as on the frontend). */
export function passesGuard(user: Pick<AuthUser, 'roles' | 'subscribed'>, guard: MembershipGuard): boolean {
  if (isAdmin(user) || isSubscriber(user)) return true;
  return guard === 'aboorguest' && user.roles.includes('guest');
}

/** The 403 of a signed-in user without the membership a route needs. */
export function membershipRequired(): AppError {
  return new AppError('forbidden', 'rest_forbidden_membership', 'An active membership is required.');
}

/**
 * Middleware (after authenticate): lets the request through when the user passes the guard, else 403
 * `rest_forbidden_membership`. It runs before validation, so a refused caller learns nothing about parameters.
 */
export function requireAccess(guard: MembershipGuard): RequestHandler {
  return requireUser((user) => passesGuard(user, guard), membershipRequired);
}

/**
 * Middleware (after authenticate): refuses a user who has not confirmed the e-mail address yet with 403
 * `email_not_verified` (issue 11: unverified accounts can log in but cannot redeem points).
 */
export function requireVerifiedEmail(): RequestHandler {
  return requireUser(
    (user) => user.emailVerified,
    () => new AppError('forbidden', 'email_not_verified', 'Please confirm your e-mail address first.'),
  );
}
