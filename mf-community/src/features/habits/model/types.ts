/** Wire types of the habit tracker (docs/api-community.md "Habits"). */

/** Habit types of spec §3: nutrition, mental strength, movement, other. */
export const HABIT_TYPES = ['nutrition', 'mental', 'movement', 'other'] as const;
export type HabitType = (typeof HABIT_TYPES)[number];

export interface Habit {
  id: number;
  name: string;
  typ: HabitType;
  own: boolean;
  suggestion: string | null;
  from: string;
  to: string;
  status: 'active' | 'finished' | 'deleted';
  days: string[];
  completed_days: number;
  total_days: number;
  done_today: boolean;
  closed_on: string | null;
  completed: boolean;
}

export interface HabitsResponse {
  habits: Habit[];
  finished: Habit[];
}

export interface HabitSuggestion {
  key: string;
  typ: HabitType;
  name: string;
  description: string;
}

export interface HabitAction {
  id: number;
  habit: number;
  name: string;
  typ: HabitType;
  day: string;
}

/** One item of `PUT habits`: create (from a suggestion or own), change, close or delete. */
export type HabitInput =
  | { suggestion: string; from: string; to: string; name?: string }
  | { name: string; typ: HabitType; from: string; to: string }
  | { id: number; name?: string; typ?: HabitType; from?: string; to?: string }
  | { id: number; status: 'finished' | 'deleted' };
