// Public surface of the admin module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createAdminRepository } from './repository';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

export type { AdminUser } from './mappers';

export interface AdminModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the admin module: repository → service → router. */
export function createAdminModule({ db, requireAuth }: AdminModuleDeps): { router: Router } {
  return { router: adminRoutes(createAdminService(createAdminRepository(db)), requireAuth) };
}
