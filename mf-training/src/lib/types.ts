/**
 * Wire types of the training API (docs/api-training.md), shared by the training features: the shapes the backend
 * sends, declared once in @officefit/domain (its mappers and tests use the same types).
 */
import type {
  CurrentUnits as CurrentUnitsJson,
  DislikeJson,
  ExerciseSummary,
  UnitJson,
} from '@officefit/domain';

export type {
  Exercise,
  ExerciseActionBody,
  ExerciseSummary,
  ExerciseTabs,
  FinishExerciseResult,
  RedFlag,
  StartExerciseResult,
  Strike,
  StepsOverview as StepsInfo,
  WeeklyGoal,
} from '@officefit/domain';

/** One exercise of one plan day. */
export type Unit = UnitJson;

/** GET current_units. */
export type CurrentUnits = CurrentUnitsJson;

/** One removed exercise (null: an item without an exercise, skipped by the screens, spec §5). */
export type Dislike = DislikeJson<ExerciseSummary | null>;

/** True for list items that carry an exercise with an id (spec §5: others are skipped). */
export function hasExerciseId(item: { id?: unknown } | null | undefined): item is ExerciseSummary {
  return !!item && typeof item.id === 'number' && Number.isFinite(item.id);
}
