// Public surface of the points module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPointsRepository } from './repository';
import { pointsRoutes } from './routes';
import { createPointsService } from './service';

export type { PointsEntry } from './mappers';

export interface PointsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the points module: repository → service → router. */
export function createPointsModule({ db, requireAuth }: PointsModuleDeps): { router: Router } {
  return { router: pointsRoutes(createPointsService(createPointsRepository(db)), requireAuth) };
}
