// exercises and exercise/{id}: the catalogue as the user sees it.
import type { ContentLang, Exercise, ExerciseSummary } from '../../../../shared/domain';
import type { TrainingContext } from '../../shared/context';
import { byName, toExercise, toExerciseSummary } from '../../shared/exercise-json';
import { findDetail, findSummaries } from '../../shared/exercise-repository';
import { exerciseInvalid } from './summaries';

export async function list(
  { db }: TrainingContext,
  userId: number,
  lang: ContentLang,
  tag: 'mental' | undefined,
): Promise<ExerciseSummary[]> {
  const rows = await findSummaries(db, lang, userId, { kind: tag === 'mental' ? 'mental' : 'physical' });
  return rows.map(toExerciseSummary).sort(byName(lang));
}

export async function detail(
  { db }: TrainingContext,
  userId: number,
  id: number,
  lang: ContentLang,
): Promise<Exercise> {
  const row = await findDetail(db, lang, userId, id);
  if (!row) throw exerciseInvalid();
  return toExercise(row);
}
