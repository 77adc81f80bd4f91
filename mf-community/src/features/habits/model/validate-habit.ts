import { daysBetween } from '../../../lib/format';
import type { HabitType } from './types';

/** Longest habit name the server accepts. */
export const MAX_HABIT_NAME = 80;
/** Longest runtime of a habit in days (docs/api-community.md). */
export const MAX_RUNTIME_DAYS = 366;
/** Default runtime of a new habit: four weeks, like a focus phase. */
export const DEFAULT_RUNTIME_DAYS = 28;

/** What the habit form holds; `suggestion` is set when the habit comes from the catalogue. */
export interface HabitDraft {
  suggestion: string | null;
  name: string;
  typ: HabitType | '';
  from: string;
  to: string;
}

/** Field errors as translation keys of the `community` namespace. */
export type HabitErrors = Partial<Record<'name' | 'typ' | 'from' | 'to', string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Checks a new habit before it is sent (the server checks the same rules again). */
export function validateHabit(draft: HabitDraft, today: string): HabitErrors {
  const errors: HabitErrors = {};
  if (!draft.suggestion) {
    const name = draft.name.trim();
    if (!name) errors.name = 'validation.required';
    else if (name.length > MAX_HABIT_NAME) errors.name = 'validation.nameTooLong';
    if (!draft.typ) errors.typ = 'validation.chooseType';
  }
  if (!draft.from) errors.from = 'validation.required';
  else if (!validDate(draft.from)) errors.from = 'validation.invalidDate';
  else if (draft.from < today) errors.from = 'validation.startInPast';
  if (!draft.to) errors.to = 'validation.required';
  else if (!validDate(draft.to)) errors.to = 'validation.invalidDate';
  else if (!errors.from && draft.to < draft.from) errors.to = 'validation.endBeforeStart';
  else if (!errors.from && daysBetween(draft.from, draft.to) + 1 > MAX_RUNTIME_DAYS)
    errors.to = 'validation.runtimeTooLong';
  return errors;
}
