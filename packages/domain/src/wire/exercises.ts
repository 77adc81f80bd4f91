// Wire types of exercises, plan units and dislikes (docs/api-training.md "Exercise JSON", "Plan", "Exercises") as
// the backend sends them. Types only. The containers take the exercise type as a parameter, so a reader may use
// its own, more tolerant view of an exercise; the default is the wire type.
import type { BodyRegion, ExerciseEquipment, ExerciseKind, FocusArea, Goal, UnitStatus } from '../index';
import type { RedFlag } from './anamnesis';

/** One exercise in lists and plan units (contract "ExerciseSummary"). */
export interface ExerciseSummary {
  id: number;
  slug: string;
  name: string;
  kind: ExerciseKind;
  level: number;
  equipment: ExerciseEquipment;
  undercover: boolean;
  /** Seconds. */
  duration: number;
  repetitions: number | null;
  regions: BodyRegion[];
  illustration: string;
  isFavourite: boolean;
  /** The demonstration's starting position (a still on cards); null when the exercise has no poses. */
  startPose?: PoseJson | null;
}

/**
 * One key pose of the exercise demonstration: `Pose` of @officefit/pose-figure (joint angles, base position, props),
 * repeated structurally here so that the value lists do not depend on the figure package. The backend checks every
 * stored value with the figure's zod schema, so readers may treat it as a `Pose`.
 */
export interface PoseJson {
  base: string;
  view: string;
  angles: Record<string, number | undefined>;
  props?: ({ kind: string } & Record<string, unknown>)[];
}

/** The exercise demonstration: 2–4 key poses played in a loop (`ExercisePoses` of @officefit/pose-figure). */
export interface ExercisePosesJson {
  poses: PoseJson[];
  cycleSeconds?: number;
}

/**
 * GET/PUT admin/exercises/{id}/poses: an exercise's demonstration for the staff editor. `P` is the poses' type: the
 * backend and the editor read them as `ExercisePoses` of @officefit/pose-figure.
 */
export interface ExercisePosesAnswer<P = ExercisePosesJson> {
  id: number;
  slug: string;
  /** German and English names, for the editor's heading. */
  name: { de: string; en: string };
  kind: ExerciseKind;
  regions: BodyRegion[];
  duration: number;
  repetitions: number | null;
  poses: P | null;
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

/** One exercise with its instructions and safety data (GET exercise/{id}; contract "Exercise"). */
export interface Exercise extends ExerciseSummary {
  tabs: ExerciseTabs;
  contraindicated_regions: BodyRegion[];
  gentle: boolean;
  focus: FocusArea[];
  goals: Goal[];
  /** The demonstration (2–4 key poses); null when the exercise has none yet. */
  poses?: ExercisePosesJson | null;
}

/** One exercise of one plan day (contract "Unit"). */
export interface UnitJson<E = ExerciseSummary> {
  id: number;
  day: number;
  date: string;
  position: number;
  status: UnitStatus;
  exercise: E;
}

/** GET current_units. */
export interface CurrentUnits<E = ExerciseSummary> {
  units: UnitJson<E>[];
  day: number;
  date: string;
  maxDay: number;
  done: number;
  total: number;
  /** The user's today (their profile's time zone): `date` is a training day today when it equals this. */
  today: string;
}

/** One removed exercise (GET dislikes). */
export interface DislikeJson<E = ExerciseSummary> {
  exercise: E;
  /** 1 pain … 6 other. */
  reason: number;
  onlyToday: boolean;
  date: string;
}

/** GET pain_exercise: an exercise for the region, or a red flag (see a doctor first, no exercise). */
export type PainExerciseResponse = { exercise: Exercise } | { redFlag: RedFlag };
