// Public surface of the me module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createMeRepository } from './repository';
import { meRoutes } from './routes';
import { createMeService } from './service';

export type { Me, MeMeta, MeStats } from './mappers';

export interface MeModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the me module: repository → service → router. */
export function createMeModule({ db, requireAuth }: MeModuleDeps): { router: Router } {
  return { router: meRoutes(createMeService(createMeRepository(db)), requireAuth) };
}
