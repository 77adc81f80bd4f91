// The permission table (issue 14): one place decides which role may call which staff endpoint. Routes guard
// with requirePermission('…') instead of naming roles, `me.permissions` hands the caller's list to the screens
// (menu and guards), and the access matrix (test/access) derives its expectations from the same table.
// Administrators hold every permission; every other role holds exactly what its rows name.
import type { RequestHandler } from 'express';
import { type AuthUser, isAdmin, requireUser } from './auth';
import type { Role } from './domain';
import { AppError } from './errors';

/** Roles below administrator that may hold a permission (administrators hold all). */
type GrantedRole = Exclude<Role, 'administrator'>;

const SERVICE: readonly GrantedRole[] = ['customer_service'];
const MARKETING: readonly GrantedRole[] = ['marketing'];
const ADMIN_ONLY: readonly GrantedRole[] = [];

/** permission → the roles (besides administrators) that hold it. Keep rows sorted by area. */
const TABLE = {
  // ---- users and customer service ----
  'users.read': SERVICE,
  /** resend verification / reset link, unlock a locked login */
  'users.write': SERVICE,
  'users.create': SERVICE,
  /** bulk CSV import of users (all or nothing) */
  'users.import': SERVICE,
  /** switch to a subscriber's or guest's view; never to staff (checked by the impersonation module) */
  'users.impersonate': SERVICE,
  'memberships.write': SERVICE,
  'payments.confirm': SERVICE,
  'orders.read': SERVICE,
  'orders.cancel': SERVICE,
  /** contact and trial requests */
  'requests.read': SERVICE,
  'requests.write': SERVICE,
  'audit.read': ADMIN_ONLY,
  // ---- companies and account owners ----
  'companies.read': SERVICE,
  'companies.write': ADMIN_ONLY,
  'reports.company': ['company_owner'],
  /** account owners request a booking of one of their company's services */
  'services.book': ['company_owner'],
  /** staff confirm or decline booking requests */
  'services.handle': SERVICE,
  // ---- catalogue and content ----
  /** rewards, stock and coupons of the shop */
  'catalogue.write': SERVICE,
  'cms.write': MARKETING,
  /** the live-stream sessions (schedule, embed link) */
  'stream.write': MARKETING,
  // ---- operations (admin-only settings) ----
  'jobs.read': ADMIN_ONLY,
  'jobs.run': ADMIN_ONLY,
  'challenges.manage': ADMIN_ONLY,
  /** the whole mail queue; a user's own mails are part of users.read */
  'outbox.read': ADMIN_ONLY,
} as const satisfies Record<string, readonly GrantedRole[]>;

export type Permission = keyof typeof TABLE;

/** Every permission, in table order. */
export const PERMISSIONS = Object.keys(TABLE) as Permission[];

/** True when one of the roles holds the permission. */
export function can(user: Pick<AuthUser, 'roles'>, permission: Permission): boolean {
  if (isAdmin(user)) return true;
  const holders: readonly Role[] = TABLE[permission];
  return user.roles.some((role) => holders.includes(role));
}

/** The permissions the roles hold, in table order (`me.permissions`). */
export function permissionsOf(user: Pick<AuthUser, 'roles'>): Permission[] {
  return PERMISSIONS.filter((permission) => can(user, permission));
}

/** Roles of the staff: nobody may switch to them (a company owner is a customer, not staff). */
export const STAFF_ROLES: readonly Role[] = ['administrator', 'customer_service', 'marketing'];

/** True for a member of staff. */
export function isStaff(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.some((role) => STAFF_ROLES.includes(role));
}

/** The 403 of a signed-in user without the permission (the code requireRole always answered). */
export function notAllowed(): AppError {
  return new AppError('forbidden', 'rest_forbidden', 'Sorry, you are not allowed to do that.');
}

/**
 * Middleware (after authenticate): lets the request through when the user holds the permission, else 403
 * `rest_forbidden`. It runs before validation, so a refused caller learns nothing about parameters.
 */
export function requirePermission(permission: Permission): RequestHandler {
  return requireUser((user) => can(user, permission), notAllowed);
}
