/** Wire types of the habit tracker (docs/api-community.md "Habits"). */

/** Habit types of spec §3 (nutrition, mental strength, movement, other) and the JSON the backend sends. */
export { HABIT_TYPES } from '@officefit/domain';
export type { Habit, HabitAction, HabitSuggestion, HabitType } from '@officefit/domain';
import type { Habit, HabitType } from '@officefit/domain';

export interface HabitsResponse {
  habits: Habit[];
  finished: Habit[];
}

/** One item of `PUT habits`: create (from a suggestion or own), change, close or delete. */
export type HabitInput =
  | { suggestion: string; from: string; to: string; name?: string }
  | { name: string; typ: HabitType; from: string; to: string }
  | { id: number; name?: string; typ?: HabitType; from?: string; to?: string }
  | { id: number; status: 'finished' | 'deleted' };
