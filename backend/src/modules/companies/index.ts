// Public surface of the companies module (issue 14): companies with locations/departments, access codes, goal
// and subranking flag, services and booking requests, and staff-created users (one by one and CSV import).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../shared/storage';
import type { Outbox } from '../contact';
import { createMembersService } from './members';
import { companiesRoutes } from './routes';
import { createCompaniesService } from './service';
import { createUsersService } from './users';

export { companyNotFound } from './service';
export { confirmedMember, onCompanyDomain } from './members';
export { NO_PASSWORD, welcomeMail } from './users';
export { subcategoryChoices } from './repository';
export { companyParams, noQuery } from './schemas';
export { createCompaniesService, type CompaniesService } from './service';

export interface CompaniesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  outbox: Outbox;
  storage: FileStorage;
}

/** The company of a user (an account owner's own company), or null. */
export async function companyOf(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('company_id').where('id', '=', userId).executeTakeFirst();
  return row?.company_id ?? null;
}

/** Wires the companies module: services → router. */
export function createCompaniesModule({ db, requireAuth, outbox, storage }: CompaniesModuleDeps): {
  router: Router;
} {
  return {
    router: companiesRoutes({
      companies: createCompaniesService({ db, storage }),
      users: createUsersService({ db, outbox }),
      members: createMembersService(db),
      requireAuth,
      ownerCompanyOf: (userId) => companyOf(db, userId),
    }),
  };
}
