// What the admin use cases share: the deps (database, the other modules' calls), who acts, and the user page the
// actions answer with.
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { type AdminUserDetail, toAdminUserDetail } from '../mappers';
import { customerHistory, findUser } from '../repository';

/** The other modules' calls the customer-service actions use (their public surfaces, wired in index.ts). */
export interface AdminActions {
  resendVerification(userId: number): Promise<unknown>;
  sendResetLink(email: string): Promise<unknown>;
}

/** The deps of every admin use case. */
export interface AdminDeps {
  db: Kysely<Database>;
  actions: AdminActions;
}

/** Who acts, and the response whose audit row the action completes. */
export interface Acting {
  actorId: number;
  res: Response;
}

const userNotFound = () => new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');

export async function userOrThrow({ db }: AdminDeps, id: number) {
  const row = await findUser(db, id);
  if (!row) throw userNotFound();
  return row;
}

/** The customer-service page of one user. */
export async function detail(deps: AdminDeps, id: number): Promise<AdminUserDetail> {
  const row = await userOrThrow(deps, id);
  return toAdminUserDetail(row, await customerHistory(deps.db, row));
}
