import { z } from 'zod';
import type { HabitTyp } from '../../../db/schema';
import { contentLangParam } from '../../../shared/params';
import { dateField, idField } from '../shared/schemas';

export const HABIT_TYPES = [
  'nutrition',
  'mental',
  'movement',
  'other',
] as const satisfies readonly HabitTyp[];
/** Longest runtime of a habit in days. */
export const MAX_HABIT_DAYS = 366;
/** Most active habits per user. */
export const MAX_ACTIVE_HABITS = 20;

const typField = z.enum(HABIT_TYPES, { error: 'typ must be nutrition, mental, movement or other.' });
const nameField = z
  .string({ error: 'name must be a text of 1 to 80 characters.' })
  .trim()
  .min(1, 'name must be a text of 1 to 80 characters.')
  .max(80, 'name must be a text of 1 to 80 characters.');

/** One item of PUT habits: create (no id), change, close (status finished) or delete (status deleted). */
export const habitInput = z.strictObject({
  id: idField('id').optional(),
  name: nameField.optional(),
  typ: typField.optional(),
  suggestion: z
    .string({ error: 'suggestion must be a catalogue key.' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'suggestion must be a catalogue key.')
    .max(60, 'suggestion must be a catalogue key.')
    .optional(),
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  status: z
    .enum(['active', 'finished', 'deleted'], { error: 'status must be active, finished or deleted.' })
    .optional(),
});
export type HabitInput = z.output<typeof habitInput>;

/** PUT habits. */
export const putHabitsBody = z.strictObject({
  habits: z
    .array(habitInput, { error: 'habits must be a list of habits.' })
    .min(1, 'habits needs 1 to 20 items.')
    .max(MAX_ACTIVE_HABITS, 'habits needs 1 to 20 items.'),
});
export type PutHabitsBody = z.output<typeof putHabitsBody>;

/** GET habit_suggestions. */
export const suggestionsQuery = z.strictObject({ lang: contentLangParam });

/** GET action_habit: an optional date range. */
export const actionsQuery = z.strictObject({
  from: dateField('from').optional(),
  to: dateField('to').optional(),
});
export type ActionsQuery = z.output<typeof actionsQuery>;

/** PUT action_habit (spec: name, typ, day, id, habit; name/typ/id are echoed by clients and ignored). */
export const putActionBody = z.strictObject({
  habit: idField('habit'),
  day: dateField('day').optional(),
  name: z.string().max(200).nullable().optional(),
  typ: z.string().max(40).nullable().optional(),
  id: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
});
export type PutActionBody = z.output<typeof putActionBody>;

/** PUT delete_action_habit. */
export const deleteActionBody = z.strictObject({ id: idField('id') });
