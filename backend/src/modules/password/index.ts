// Public surface of the password (forgotten password) module.
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from '../contact';
import { createPasswordRepository } from './repository';
import { passwordRoutes } from './routes';
import { createPasswordService, type ResetLimit } from './service';

export { DEFAULT_RESET_LIMIT, RESET_KEY_TTL_SECONDS, type ResetLimit } from './service';

export interface PasswordModuleDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  resetLimit?: ResetLimit;
}

/** Queues a reset link for the address as POST password_lost does, limits included (customer service). */
export function sendResetLink(
  { db, outbox, resetLimit }: PasswordModuleDeps,
  email: string,
): Promise<unknown> {
  return createPasswordService(createPasswordRepository(db, outbox), { resetLimit }).requestReset({ email });
}

/** Wires the password module: repository → service → router. */
export function createPasswordModule({ db, outbox, resetLimit }: PasswordModuleDeps): { router: Router } {
  return {
    router: passwordRoutes(createPasswordService(createPasswordRepository(db, outbox), { resetLimit })),
  };
}
