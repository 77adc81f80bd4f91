/** Wire types of the training API (docs/api-training.md), shared by the training features. */
import type { ExerciseKind, ExerciseMode, RedFlagReason, UnitStatus } from '@officefit/domain';

/** One exercise in lists and plan units; `duration` is in seconds. */
export interface ExerciseSummary {
  id: number;
  slug?: string;
  name: string;
  kind: ExerciseKind | string;
  level: number;
  equipment: string;
  undercover: boolean;
  duration: number;
  repetitions?: number | null;
  regions?: string[];
  illustration?: string | null;
  isFavourite?: boolean;
}

/** The six instruction tabs of an exercise. */
export interface ExerciseTabs {
  startingPosition: string;
  sequence: string;
  duration: string;
  effect: string;
  commonMistakes: string;
  tip: string;
}

/** One exercise with its instructions (GET exercise/{id}). */
export interface Exercise extends ExerciseSummary {
  tabs: ExerciseTabs;
  contraindicated_regions?: string[];
  gentle?: boolean;
  focus?: string[];
  goals?: string[];
}

/** One exercise of one plan day. */
export interface Unit {
  id: number;
  day: number;
  date: string;
  position: number;
  status: UnitStatus;
  exercise: ExerciseSummary;
}

/** GET current_units. */
export interface CurrentUnits {
  units: Unit[];
  day: number;
  date: string;
  maxDay: number;
  done: number;
  total: number;
}

/** The weekly goal of the running ISO week. */
export interface WeeklyGoal {
  weekdays: number[];
  target: number;
  done: number;
  reached: boolean;
  week: string;
  days: { date: string; trained: boolean }[];
}

/** GET strikes. */
export interface Strike {
  flames: number;
  since: string | null;
  lastDay: string | null;
}

/** GET steps. */
export interface StepsInfo {
  goal: number;
  today: number;
  days: { date: string; steps: number }[];
  window: number;
  activated: boolean;
}

/** A reason to see a doctor before exercising a region. */
export interface RedFlag {
  region: string;
  reasons: RedFlagReason[];
}

/** One removed exercise. */
export interface Dislike {
  exercise: ExerciseSummary | null;
  reason: number;
  onlyToday: boolean;
  date: string;
}

/** Answer of PUT action_start_exercise. */
export interface StartExerciseResult {
  points: number;
  fitness_points: number;
}

/** Answer of PUT action_exercise. */
export interface FinishExerciseResult extends StartExerciseResult {
  weekly_goal: WeeklyGoal;
  strike: Strike;
}

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
