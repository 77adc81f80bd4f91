// PUT and DELETE me/absence: the days the user is away (they do not break the strike).
import type { AbsenceBody, AbsenceState } from '../../../shared/domain';
import * as repo from '../repository';
import type { ProfileServiceDeps } from './context';

export async function setAbsence(
  { db }: ProfileServiceDeps,
  userId: number,
  absence: AbsenceBody | null,
): Promise<AbsenceState> {
  await repo.setAbsence(db, userId, absence);
  return repo.absenceOf(db, userId);
}
