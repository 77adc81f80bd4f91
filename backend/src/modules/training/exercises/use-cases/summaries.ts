// What the exercise use cases share: the not-found answer, and exercise summaries in a given order.
import type { ContentLang, ExerciseSummary } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import type { TrainingContext } from '../../shared/context';
import { toExerciseSummary } from '../../shared/exercise-json';
import { exerciseExists, findSummaries } from '../../shared/exercise-repository';

export const exerciseInvalid = () =>
  new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');

/** The summaries of the exercises `ids` in that order (unknown ids left out). */
export async function summariesInOrder(
  { db }: TrainingContext,
  userId: number,
  lang: ContentLang,
  ids: number[],
): Promise<ExerciseSummary[]> {
  const rows = await findSummaries(db, lang, userId, { ids });
  const byId = new Map(rows.map((row) => [row.id, toExerciseSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function requireExercise(db: TrainingContext['db'], id: number): Promise<void> {
  if (!(await exerciseExists(db, id))) throw exerciseInvalid();
}
