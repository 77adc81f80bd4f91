// Public surface of the bonuses module: GET bonuses, the older list of /mybonuses, served from the shop's
// catalogue (modules/shop).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bonusesRoutes } from './routes';
import { createBonusesService } from './service';

export type { Bonus } from './mappers';

export interface BonusesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the bonuses module: the shop's catalogue → service → router. */
export function createBonusesModule({ db, requireAuth }: BonusesModuleDeps): { router: Router } {
  return { router: bonusesRoutes(createBonusesService(db), requireAuth) };
}
