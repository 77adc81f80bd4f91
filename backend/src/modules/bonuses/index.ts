// Public surface of the bonuses (rewards shop) module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createBonusesRepository } from './repository';
import { bonusesRoutes } from './routes';
import { createBonusesService } from './service';

export type { Bonus } from './mappers';

export interface BonusesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the bonuses module: repository → service → router. */
export function createBonusesModule({ db, requireAuth }: BonusesModuleDeps): { router: Router } {
  return { router: bonusesRoutes(createBonusesService(createBonusesRepository(db)), requireAuth) };
}
