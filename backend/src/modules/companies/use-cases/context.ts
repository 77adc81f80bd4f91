// What the companies use cases share: the deps the services are built with, the "not found" answers and the
// translation of a unique violation into a 409.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import type { FileStorage } from '../../../shared/storage';
import type { Outbox } from '../../contact';
import * as repo from '../repository';

/** The deps of the staff's and the account owners' company use cases; `now` decides what "today" is. */
export interface CompaniesDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  now: () => Date;
}

/** The deps of the staff's user creation (one by one and CSV import). */
export interface UsersDeps {
  db: Kysely<Database>;
  outbox: Outbox;
}

export function companyNotFound(): AppError {
  return new AppError('not_found', 'company_not_found', 'Company not found.');
}

export function notFound(code: string, message: string): AppError {
  return new AppError('not_found', code, message);
}

export async function requireCompany({ db }: CompaniesDeps, id: number): Promise<void> {
  if (!(await repo.findCompany(db, id))) throw companyNotFound();
}

/** The unique constraint a failed insert/update hit, or null for any other error. */
function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** Runs a write; a unique violation becomes 409 with `code` and `message`. */
export async function unique<T>(write: () => Promise<T>, code: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('conflict', code, message);
    throw error;
  }
}
