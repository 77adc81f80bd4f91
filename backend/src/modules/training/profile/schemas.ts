// PUT anamnesis / POST anamnesis/skip. Value ranges are checked here (400 rest_invalid_param); the questionnaire's
// own rules (two focus areas, complete pain points, consent) are checked by the service with their own codes.
import { z } from 'zod';
import {
  type AnamnesisPayload,
  ANAMNESIS_EQUIPMENT,
  BODY_REGIONS,
  FOCUS_AREAS,
  GOALS,
  ILLNESS_GROUPS,
  INJURY_EPISODES,
  SPORTS,
  TRAINING_TIMES,
} from '../../../shared/domain';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
/** The 1–5 answer scales (stress, body feeling, wellness, sleep, diet). */
const scale = int(1, 5).nullable().optional();

/** A list of distinct values of `values`. */
function setOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, 'Values must not repeat.');
}

const text = z.string().max(2000).nullable().optional();
/** A missing value of a pain point: reported as pain_point_incomplete, not as a bad parameter. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

export const injuryInput = z.strictObject({
  region: z.preprocess(blankToNull, z.enum(BODY_REGIONS).nullable().optional()),
  duration: z.preprocess(blankToNull, int(0, 3).nullable().optional()),
  examined: z.preprocess(blankToNull, z.boolean().nullable().optional()),
  problems: text,
  more: text,
  painful: z.boolean().default(true),
  episode: z.enum(INJURY_EPISODES).default('first'),
  severity: int(0, 10).default(0),
  worsening: z.boolean().default(false),
  accident: z.boolean().default(false),
  numbness: z.boolean().default(false),
});
export type InjuryInput = z.output<typeof injuryInput>;

export const anamnesisInput = z.strictObject({
  // read-only fields of GET anamnesis; a client may send the object back as it got it
  id: z.unknown().optional(),
  new: z.unknown().optional(),
  skipped: z.unknown().optional(),

  height: int(50, 250).nullable().optional(),
  weight: z.number().min(20).max(400).nullable().optional(),
  gender: int(1, 4).optional(),
  sports: setOf(SPORTS).optional(),
  fitness: int(0, 3).optional(),
  stress: scale,
  physical_health: setOf(ILLNESS_GROUPS).optional(),
  diet: scale,
  workhours_sitting: int(0, 16).nullable().optional(),
  bodyfeeling: scale,
  wellness: scale,
  sleep: scale,
  goals: setOf(GOALS).optional(),
  focus: setOf(FOCUS_AREAS).optional(),
  time: z
    .number()
    .refine(
      (value) => (TRAINING_TIMES as readonly number[]).includes(value),
      'time must be 5, 10, 15, 30 or 31.',
    )
    .nullable()
    .optional(),
  equipment: z.enum(ANAMNESIS_EQUIPMENT).nullable().optional(),
  suitability: int(0, 1).nullable().optional(),
  accept: z.boolean().optional(),
  adjustable_table: z.boolean().nullable().optional(),
  workoutdays: int(1, 7).optional(),
  workoutminutes: int(0, 600).nullable().optional(),
  sports_frequency: int(0, 7).optional(),
});
export type AnamnesisInput = z.output<typeof anamnesisInput>;

export const saveAnamnesisBody = z.strictObject({
  anamnesis: anamnesisInput,
  injuries: z.array(injuryInput).max(BODY_REGIONS.length).default([]),
});
export type SaveAnamnesisBody = z.output<typeof saveAnamnesisBody>;

/** Compile-time check: the body the training app sends (AnamnesisPayload of @officefit/domain) is a valid input. */
type _AcceptsPayload<T extends z.input<typeof saveAnamnesisBody> = AnamnesisPayload> = T;

/** POST anamnesis/skip has no body fields. */
export const skipBody = z.strictObject({});
