/**
 * Wire types of the training API (docs/api-training.md), shared by the training features. The shapes the backend
 * sends live in @officefit/domain; the screens read an exercise more tolerantly (fields older answers may lack),
 * and the containers (units, dislikes) take that view as their exercise type.
 */
import type {
  CurrentUnits as CurrentUnitsJson,
  DislikeJson,
  Exercise as WireExercise,
  ExerciseKind,
  ExerciseMode,
  ExerciseSummary as WireExerciseSummary,
  RedFlag as WireRedFlag,
  UnitJson,
} from '@officefit/domain';

export type {
  ExerciseTabs,
  FinishExerciseResult,
  StartExerciseResult,
  Strike,
  StepsOverview as StepsInfo,
  WeeklyGoal,
} from '@officefit/domain';

/** One exercise in lists and plan units; `duration` is in seconds. */
export interface ExerciseSummary extends Pick<
  WireExerciseSummary,
  'id' | 'name' | 'level' | 'undercover' | 'duration'
> {
  slug?: string;
  kind: ExerciseKind | string;
  equipment: string;
  repetitions?: number | null;
  regions?: string[];
  illustration?: string | null;
  isFavourite?: boolean;
}

/** One exercise with its instructions (GET exercise/{id}). */
export interface Exercise extends ExerciseSummary, Pick<WireExercise, 'tabs'> {
  contraindicated_regions?: string[];
  gentle?: boolean;
  focus?: string[];
  goals?: string[];
}

/** One exercise of one plan day. */
export type Unit = UnitJson<ExerciseSummary>;

/** GET current_units. */
export type CurrentUnits = CurrentUnitsJson<ExerciseSummary>;

/** A reason to see a doctor before exercising a region. */
export interface RedFlag extends Omit<WireRedFlag, 'region'> {
  region: string;
}

/** One removed exercise. */
export type Dislike = DislikeJson<ExerciseSummary | null>;

/** Body of the points actions. */
export interface ExerciseActionBody {
  id: number;
  mode: ExerciseMode;
  restriction?: string;
  region?: string;
}

/** True for list items that carry an exercise with an id (spec §5: others are skipped). */
export function hasExerciseId(item: { id?: unknown } | null | undefined): item is ExerciseSummary {
  return !!item && typeof item.id === 'number' && Number.isFinite(item.id);
}

// Compile-time checks: what the server sends (the wire types of @officefit/domain) reads as the screens' types.
type _ReadsSummary<T extends ExerciseSummary = WireExerciseSummary> = T;
type _ReadsExercise<T extends Exercise = WireExercise> = T;
type _ReadsRedFlag<T extends RedFlag = WireRedFlag> = T;
