import type { ExerciseKind } from '../../shared/domain';
import { type ExerciseSummary, toExerciseSummary } from './mappers';
import type { ExercisesRepository } from './repository';
import type { ListExercisesQuery } from './schemas';

export interface ExercisesService {
  list(query: ListExercisesQuery): Promise<ExerciseSummary[]>;
}

/** The exercise kind a `tag` stands for (mental strength = kind `mental`). */
const KIND_BY_TAG: Record<NonNullable<ListExercisesQuery['tag']>, ExerciseKind> = { mental: 'mental' };

/** Business rules of officefit/v1/exercises. */
export function createExercisesService(repo: ExercisesRepository): ExercisesService {
  return {
    async list({ lang, tag }) {
      const rows = await repo.list(lang, tag ? KIND_BY_TAG[tag] : undefined);
      return rows.map(toExerciseSummary);
    },
  };
}
