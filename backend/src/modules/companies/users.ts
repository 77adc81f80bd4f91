// Staff create users (issue 14): one by one (the create form, use-cases/create-user.ts) or from a CSV file, all or
// nothing (use-cases/import-users.ts). A new user has no password: the welcome mail links to "password lost"
// (use-cases/new-users.ts). A user created into a company gets a company membership for the given months.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bindUseCases } from '../../shared/use-cases';
import type { Outbox } from '../contact';
import { create } from './use-cases/create-user';
import { importFile } from './use-cases/import-users';

export { NO_PASSWORD, welcomeMail } from './use-cases/new-users';

export interface UsersServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
}

export function createUsersService({ db, outbox }: UsersServiceDeps) {
  return bindUseCases({ db, outbox }, { create, importFile });
}

export type UsersService = ReturnType<typeof createUsersService>;
