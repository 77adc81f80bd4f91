// Public surface of the catalogue module (issue 14): staff edit exercises in both languages and upload their
// pictures; the data files' round trip is seed/catalogue (load) and cli/catalogue-export (export).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../shared/storage';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';

// the data files name an exercise's texts like the staff's JSON (seed/catalogue's load and export)
export { exerciseFields, textValues, toTexts } from './mappers';

export interface CatalogueModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  storage: FileStorage;
}

/** Wires the catalogue module: service → router. */
export function createCatalogueModule({ db, requireAuth, storage }: CatalogueModuleDeps): { router: Router } {
  return { router: catalogueRoutes(createCatalogueService({ db, storage }), requireAuth) };
}
