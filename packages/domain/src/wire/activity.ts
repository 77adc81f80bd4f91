// Wire types of points, weekly goal, strike and steps (docs/api-training.md "Points, weekly goal, steps, strike")
// as the backend sends them, and the body of the exercise actions. Types only.
import type { ExerciseMode } from '../index';

/** PUT action_start_exercise and action_exercise: the exercise and the screen it was done from (the request). */
export interface ExerciseActionBody {
  id: number;
  mode: ExerciseMode;
  /** What the pain search was restricted to (informational; not stored). */
  restriction?: string | number | boolean | null;
  /** The pain search's body region; "" or null when the user picked none (the server checks the value). */
  region?: string | null;
}

/** GET/PUT weekly_goal (contract "WeeklyGoal"). */
export interface WeeklyGoal {
  weekdays: number[];
  target: number;
  done: number;
  reached: boolean;
  week: string;
  days: Array<{ date: string; trained: boolean }>;
  /** The user's today (their profile's time zone): the day the apps mark, never the device's date. */
  today: string;
}

/** GET strikes (contract "Strike"). */
export interface Strike {
  flames: number;
  /** First day of the running streak; null without flames. */
  since: string | null;
  /** Last day with a flame; null without flames. */
  lastDay: string | null;
}

/** GET steps. */
export interface StepsOverview {
  goal: number;
  /** Steps entered for today. */
  today: number;
  /** The last 7 days including today, oldest first (0 for days without an entry). */
  days: Array<{ date: string; steps: number }>;
  /** How many days back steps may still be entered. */
  window: number;
  activated: boolean;
}

/** PUT action_start_exercise. */
export interface StartExerciseResult {
  /** Every point this request gave (0 when the exercise was already started today). */
  points: number;
  fitness_points: number;
}

/** PUT action_exercise. */
export interface FinishExerciseResult extends StartExerciseResult {
  weekly_goal: WeeklyGoal;
  strike: Strike;
}

/** One line of GET points (the points history). */
export interface PointsEntry {
  id: number;
  points: number;
  /** The kind of entry (a PointKind; older rows may carry another word). */
  reason: string;
  /** What it was for in words where the kind alone does not say it (the products of a shop order), else null. */
  detail: string | null;
  created_at: string;
}
