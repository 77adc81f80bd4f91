// Public surface of the admin module: the user search and the customer-service user page with its actions.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { adminRoutes } from './routes';
import { type AdminActions, createAdminService } from './service';

export type { AdminUser, AdminUserDetail } from './mappers';
export type { AdminActions } from './service';

export interface AdminModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** The other modules' calls behind the actions (membership: verification mail, password: reset link). */
  actions: AdminActions;
}

/** Wires the admin module: service → router. */
export function createAdminModule({ db, requireAuth, actions }: AdminModuleDeps): { router: Router } {
  return { router: adminRoutes(createAdminService(db, actions), requireAuth) };
}
