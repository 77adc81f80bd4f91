// Wire types of the habit tracker (docs/api-community.md "Habits") as the backend sends them. Types only.
import type { HabitStatus, HabitType } from '../values';

export interface Habit {
  id: number;
  name: string;
  typ: HabitType;
  own: boolean;
  suggestion: string | null;
  from: string;
  to: string;
  status: HabitStatus;
  days: string[];
  completed_days: number;
  total_days: number;
  done_today: boolean;
  closed_on: string | null;
  completed: boolean;
}

/** One day a habit was done (GET/PUT action_habit). */
export interface HabitAction {
  id: number;
  habit: number;
  name: string;
  typ: HabitType;
  day: string;
}

/** One habit of the catalogue (GET habit_suggestions) in the requested language. */
export interface HabitSuggestion {
  key: string;
  typ: HabitType;
  name: string;
  description: string;
}
