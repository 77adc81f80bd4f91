// Public surface of the anamnesis module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createAnamnesisRepository } from './repository';
import { anamnesisRoutes } from './routes';
import { createAnamnesisService } from './service';

export type { AnamnesisJson, AnamnesisResponse, InjuryJson } from '../../shared/domain';
export { blankAnamnesis, toAnamnesisJson, toInjuryJson } from './mappers';
export { findAnamnesis, type StoredAnamnesis, userGender } from './repository';
// for the training module's profile writes and the privacy module's withdrawal (issue 36)
export { type ConsentState, currentConsents, recordConsents } from './consents';

export interface AnamnesisModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the anamnesis module: repository → service → router. */
export function createAnamnesisModule({ db, requireAuth }: AnamnesisModuleDeps): { router: Router } {
  return { router: anamnesisRoutes(createAnamnesisService(createAnamnesisRepository(db)), requireAuth) };
}
