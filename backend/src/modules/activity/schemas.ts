import { z } from 'zod';
import { BODY_REGIONS, EXERCISE_MODES, type ExerciseActionBody } from '../../shared/domain';
import { dateField, idField } from '../kernel';

/** PUT action_start_exercise and action_exercise. */
export const exerciseActionBody = z.strictObject({
  id: idField('id'),
  mode: z.enum(EXERCISE_MODES, { error: 'mode must be plan, pain, mental or free.' }),
  // what the pain search was restricted to (informational; not stored)
  restriction: z
    .union([z.string().max(200), z.number(), z.boolean()], {
      error: 'restriction must be a string, number or boolean.',
    })
    .nullable()
    .optional(),
  // the spec's client sends the region as a string, "" when the user picked none
  region: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(BODY_REGIONS, { error: 'region must be a body region.' }).nullable().optional(),
  ),
});
/** The exercise action as the service reads it (region "" already null). */
export type ExerciseAction = z.output<typeof exerciseActionBody>;
/** Compile-time check: the request the apps send (@officefit/domain) is what the schema reads. */
type _AcceptsBody<T extends z.input<typeof exerciseActionBody> = ExerciseActionBody> = T;

const weekday = z
  .number({ error: 'weekdays must be ISO weekdays (1-7).' })
  .int('weekdays must be ISO weekdays (1-7).')
  .min(1, 'weekdays must be ISO weekdays (1-7).')
  .max(7, 'weekdays must be ISO weekdays (1-7).');

/** PUT weekly_goal. */
export const weeklyGoalBody = z.strictObject({
  weekdays: z
    .array(weekday, { error: 'weekdays must be a list of ISO weekdays (1-7).' })
    .min(1, 'weekdays needs 1 to 7 days.')
    .max(7, 'weekdays needs 1 to 7 days.')
    .refine((days) => new Set(days).size === days.length, 'weekdays must not repeat a day.'),
  target: z
    .number({ error: 'target must be a whole number between 1 and 7.' })
    .int('target must be a whole number between 1 and 7.')
    .min(1, 'target must be a whole number between 1 and 7.')
    .max(7, 'target must be a whole number between 1 and 7.')
    .optional(),
});
export type WeeklyGoalBody = z.output<typeof weeklyGoalBody>;

/** GET weekly_goal and strikes take no parameters. */
export const noQuery = z.strictObject({});

/** GET trained_days: an optional date range (default: the current month up to today). */
export const trainedDaysQuery = z.strictObject({
  from: dateField('from').optional(),
  to: dateField('to').optional(),
});
export type TrainedDaysQuery = z.output<typeof trainedDaysQuery>;
