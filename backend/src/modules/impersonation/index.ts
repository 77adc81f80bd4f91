// Public surface of the impersonation module (issue 14): staff "switch to user" and "switch back".
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JwtOptions } from '../../shared/jwt';
import { impersonationRoutes } from './routes';
import { createImpersonationService } from './service';

export { IMPERSONATION_TTL_SECONDS, type ImpersonationStart } from './service';

export interface ImpersonationModuleDeps {
  db: Kysely<Database>;
  jwt: JwtOptions;
  requireAuth: RequestHandler;
}

export function createImpersonationModule({ db, jwt, requireAuth }: ImpersonationModuleDeps): {
  router: Router;
} {
  return { router: impersonationRoutes(createImpersonationService(db, jwt), requireAuth) };
}
