// Catalogue editing by staff (issue 14): one exercise in both languages, the same fields as a record of the
// catalogue's data files (backend/src/seed/catalogue/data), so what an editor saves can be exported as data.
import { z } from 'zod';
import {
  BODY_REGIONS,
  EXERCISE_EQUIPMENT,
  EXERCISE_KINDS,
  FOCUS_AREAS,
  GOALS,
  MAX_EXERCISE_SECONDS,
} from '../values';
import { intField } from './fields';

export const EXERCISE_SLUG_MAX = 80;
export const EXERCISE_NAME_MAX = 120;
export const EXERCISE_TEXT_MAX = 4000;
export const EXERCISE_REPETITIONS_MAX = 1000;
/** The six tabs of the exercise page (spec §3), in the page's order. */
export const EXERCISE_TABS = [
  'startingPosition',
  'sequence',
  'duration',
  'effect',
  'commonMistakes',
  'tip',
] as const;
export type ExerciseTab = (typeof EXERCISE_TABS)[number];

/** Distinct values of a list, at least `min` of them; a repeated value is the custom code `values_repeat`. */
const listOf = <const T extends readonly [string, ...string[]]>(values: T, min: number) =>
  z
    .array(z.enum(values))
    .min(min)
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { params: { code: 'values_repeat' } });

const tabText = () => z.string().trim().min(1).max(EXERCISE_TEXT_MAX);

/** Name and the six tab texts in one language. */
export const exerciseTextsSchema = z.strictObject({
  name: z.string().trim().min(1).max(EXERCISE_NAME_MAX),
  startingPosition: tabText(),
  sequence: tabText(),
  duration: tabText(),
  effect: tabText(),
  commonMistakes: tabText(),
  tip: tabText(),
});
export type ExerciseTextsInput = z.input<typeof exerciseTextsSchema>;

const exerciseFields = {
  kind: z.enum(EXERCISE_KINDS),
  level: intField(1, 3),
  equipment: z.enum(EXERCISE_EQUIPMENT),
  undercover: z.boolean(),
  durationSeconds: intField(1, MAX_EXERCISE_SECONDS),
  /** Repetitions per set; null for a timed exercise. */
  repetitions: z.union([z.null(), intField(1, EXERCISE_REPETITIONS_MAX)]),
  regions: listOf(BODY_REGIONS, 1),
  contraindicatedRegions: listOf(BODY_REGIONS, 0),
  gentle: z.boolean(),
  focus: listOf(FOCUS_AREAS, 1),
  goals: listOf(GOALS, 1),
  de: exerciseTextsSchema,
  en: exerciseTextsSchema,
};

/** PUT admin/exercises/{id}: every field (the slug is fixed once created: links and the data files name it). */
export const exerciseUpdateBodySchema = z.strictObject(exerciseFields);
export type ExerciseUpdateBodyInput = z.input<typeof exerciseUpdateBodySchema>;
export type ExerciseUpdateBody = z.output<typeof exerciseUpdateBodySchema>;

/** POST admin/exercises: a new exercise with its slug (kebab-case, unique). */
export const exerciseCreateBodySchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(EXERCISE_SLUG_MAX)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  ...exerciseFields,
});
export type ExerciseCreateBodyInput = z.input<typeof exerciseCreateBodySchema>;
export type ExerciseCreateBody = z.output<typeof exerciseCreateBodySchema>;
