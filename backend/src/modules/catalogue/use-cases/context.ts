// What every catalogue use case shares: the deps, the staff member acting, an exercise as staff see it, and the
// audit row every write completes with the state before and after.
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AdminExercise } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { FileStorage } from '../../../shared/storage';
import { auditDetails } from '../../audit';
import { toAdminExercise } from '../mappers';
import * as repo from '../repository';

export interface StaffAction {
  actorId: number;
  res: Response;
}

export interface CatalogueServiceDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

export const notFound = () => new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');

/** The exercise with its texts in both languages; `db` may be the caller's transaction. */
export async function loadExercise(db: Kysely<Database>, id: number): Promise<AdminExercise> {
  return (await readExercise(db, id, false)).exercise;
}

/** The exercise's row and staff JSON (an edit's "before"), the row locked until `trx` ends; 404 when there is none. */
export function lockExercise(trx: Kysely<Database>, id: number) {
  return readExercise(trx, id, true);
}

async function readExercise(db: Kysely<Database>, id: number, lock: boolean) {
  const row = await repo.findExercise(db, id, lock);
  if (!row) throw notFound();
  return { row, exercise: toAdminExercise(row, await repo.findTexts(db, id)) };
}

export async function audit(
  { db }: CatalogueServiceDeps,
  action: string,
  staff: StaffAction,
  before: AdminExercise | null,
  after: AdminExercise,
) {
  await auditDetails(db, staff.res, staff.actorId, {
    action,
    subject: `exercise:${after.slug}`,
    before,
    after,
  });
}
