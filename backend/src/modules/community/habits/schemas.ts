// The request schemas are the contract shared with the community app (@officefit/domain), with the wire
// messages; the suggestions' `lang` stays the backend's parameter.
import type { HabitTyp } from '../../../db/schema';
import {
  ACTIVE_HABITS_MAX,
  deleteHabitActionBodySchema,
  HABIT_DAYS_MAX,
  HABIT_NAME_MAX,
  HABIT_TYPES as CONTRACT_HABIT_TYPES,
  habitActionsQuerySchema,
  habitSuggestionsQuerySchema,
  putHabitActionBodySchema,
  putHabitsBodySchema,
} from '../../../shared/domain';
import { wireMessages } from '../../../shared/validate';

export const HABIT_TYPES = CONTRACT_HABIT_TYPES satisfies readonly HabitTyp[];
/** Longest runtime of a habit in days. */
export const MAX_HABIT_DAYS = HABIT_DAYS_MAX;
/** Most active habits per user. */
export const MAX_ACTIVE_HABITS = ACTIVE_HABITS_MAX;

const date = (name: string) => `${name} must be a date (YYYY-MM-DD).`;
const nameText = `name must be a text of 1 to ${HABIT_NAME_MAX} characters.`;

/** PUT habits. */
export const putHabitsBody = wireMessages(putHabitsBodySchema, {
  habits: {
    invalid_type: 'habits must be a list of habits.',
    default: `habits needs 1 to ${ACTIVE_HABITS_MAX} items.`,
  },
  'habits.*.id': 'id must be a positive integer.',
  'habits.*.name': nameText,
  'habits.*.typ': 'typ must be nutrition, mental, movement or other.',
  'habits.*.suggestion': 'suggestion must be a catalogue key.',
  'habits.*.from': date('from'),
  'habits.*.to': date('to'),
  'habits.*.status': 'status must be active, finished or deleted.',
});
export type {
  PutHabitsBody,
  HabitBody as HabitInput,
  HabitActionsQuery as ActionsQuery,
} from '../../../shared/domain';

/** GET habit_suggestions. */
export const suggestionsQuery = wireMessages(habitSuggestionsQuerySchema, { lang: 'lang must be de or en.' });

/** GET action_habit: an optional date range. */
export const actionsQuery = wireMessages(habitActionsQuerySchema, { from: date('from'), to: date('to') });

/** PUT action_habit (spec: name, typ, day, id, habit; name/typ/id are echoed by clients and ignored). */
export const putActionBody = wireMessages(putHabitActionBodySchema, {
  habit: 'habit must be a positive integer.',
  day: date('day'),
});
export type { PutHabitActionBody as PutActionBody } from '../../../shared/domain';

/** PUT delete_action_habit. */
export const deleteActionBody = wireMessages(deleteHabitActionBodySchema, {
  id: 'id must be a positive integer.',
});
