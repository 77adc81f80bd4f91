// Habits (docs/api-community.md "Habits"): PUT habits (create, change, close, delete), the action queries and
// bodies.
import { z } from 'zod';
import { HABIT_STATUSES, HABIT_TYPES } from '../values';
import { contentLangField, dateField, idField } from './fields';

export const HABIT_NAME_MAX = 80;
/** Longest runtime of a habit in days. */
export const HABIT_DAYS_MAX = 366;
/** Most active habits per user (and most items of one PUT habits). */
export const ACTIVE_HABITS_MAX = 20;
/** A catalogue key of the habit suggestions. */
export const HABIT_SUGGESTION_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One item of PUT habits: create (no id), change, close (status finished) or delete (status deleted). */
export const habitBodySchema = z.strictObject({
  id: idField().optional(),
  name: z.string().trim().min(1).max(HABIT_NAME_MAX).optional(),
  typ: z.enum(HABIT_TYPES).optional(),
  suggestion: z.string().regex(HABIT_SUGGESTION_PATTERN).max(60).optional(),
  from: dateField().optional(),
  to: dateField().optional(),
  status: z.enum(HABIT_STATUSES).optional(),
});
export type HabitBodyInput = z.input<typeof habitBodySchema>;
export type HabitBody = z.output<typeof habitBodySchema>;

/** PUT habits. */
export const putHabitsBodySchema = z.strictObject({
  habits: z.array(habitBodySchema).min(1).max(ACTIVE_HABITS_MAX),
});
export type PutHabitsBodyInput = z.input<typeof putHabitsBodySchema>;
export type PutHabitsBody = z.output<typeof putHabitsBodySchema>;

/** GET habit_suggestions. */
export const habitSuggestionsQuerySchema = z.strictObject({ lang: contentLangField() });

/** GET action_habit: an optional date range. */
export const habitActionsQuerySchema = z.strictObject({
  from: dateField().optional(),
  to: dateField().optional(),
});
export type HabitActionsQuery = z.output<typeof habitActionsQuerySchema>;

/** PUT action_habit (spec: name, typ, day, id, habit; name/typ/id are echoed by clients and ignored). */
export const putHabitActionBodySchema = z.strictObject({
  habit: idField(),
  day: dateField().optional(),
  name: z.string().max(200).nullable().optional(),
  typ: z.string().max(40).nullable().optional(),
  id: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
});
export type PutHabitActionBodyInput = z.input<typeof putHabitActionBodySchema>;
export type PutHabitActionBody = z.output<typeof putHabitActionBodySchema>;

/** PUT delete_action_habit. */
export const deleteHabitActionBodySchema = z.strictObject({ id: idField() });
