// Public surface of the ranking module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type Clock, systemClock } from '../../kernel';
import { rankingRoutes } from './routes';
import { createRankingService } from './service';

export { monthWindow } from './service';
export { RANKING_CHANGES_KEEP_SECONDS } from './cache';
export { loadRankingSnapshot, pruneRankingChanges } from './repository';

export interface RankingModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires the ranking module: service → router. */
export function createRankingModule({ db, requireAuth, clock }: RankingModuleDeps): { router: Router } {
  return { router: rankingRoutes(createRankingService(db, clock ?? systemClock), requireAuth) };
}
