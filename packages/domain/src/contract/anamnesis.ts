// PUT anamnesis / POST anamnesis/skip (docs/api-training.md "Health profile"). Value ranges are checked here;
// the questionnaire's own rules (two focus areas, complete pain points, consent) are checked by the backend's
// service with their own codes and by the training app's steps.
import { z } from 'zod';
import {
  ANAMNESIS_EQUIPMENT,
  BODY_REGIONS,
  FOCUS_AREAS,
  GOALS,
  ILLNESS_GROUPS,
  INJURY_EPISODES,
  SPORTS,
  TRAINING_TIMES,
} from '../values';
import type { AnamnesisAnswers, AnamnesisPayload } from '../wire/anamnesis';
import { setOf } from './fields';

export const ANAMNESIS_LIMITS = {
  height: [50, 250],
  weight: [20, 400],
  gender: [1, 4],
  fitness: [0, 3],
  /** The 1–5 answer scales (stress, body feeling, wellness, sleep, diet). */
  scale: [1, 5],
  workhours_sitting: [0, 16],
  suitability: [0, 1],
  workoutdays: [1, 7],
  workoutminutes: [0, 600],
  sports_frequency: [0, 7],
  /** Pain point: duration band 0 (0–7 days) … 3 (longer than 3 months), severity 0–10. */
  injury_duration: [0, 3],
  severity: [0, 10],
} as const satisfies Record<string, readonly [number, number]>;
/** Longest free text of a pain point. */
export const ANAMNESIS_TEXT_MAX = 2000;
/** Focus areas a profile picks (spec §5). */
export const FOCUS_COUNT = 2;

/** The answers a new profile starts with (spec §9: fitness 1, gender 4, workoutdays 1, sports_frequency 1). */
export const ANAMNESIS_DEFAULTS: Readonly<AnamnesisAnswers> = {
  height: null,
  weight: null,
  gender: 4,
  sports: [],
  fitness: 1,
  stress: null,
  physical_health: [],
  diet: null,
  workhours_sitting: null,
  bodyfeeling: null,
  wellness: null,
  sleep: null,
  goals: [],
  focus: [],
  time: null,
  equipment: null,
  suitability: null,
  accept: false,
  adjustable_table: null,
  workoutdays: 1,
  workoutminutes: null,
  sports_frequency: 1,
};

const L = ANAMNESIS_LIMITS;
const int = ([min, max]: readonly [number, number]) => z.number().int().min(min).max(max);
const scale = int(L.scale).nullable().optional();
const text = z.string().max(ANAMNESIS_TEXT_MAX).nullable().optional();
/** A missing value of a pain point: reported by the service as pain_point_incomplete, not as a bad parameter. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

/** One pain point. */
export const injuryBodySchema = z.strictObject({
  region: z.preprocess(blankToNull, z.enum(BODY_REGIONS).nullable().optional()),
  duration: z.preprocess(blankToNull, int(L.injury_duration).nullable().optional()),
  examined: z.preprocess(blankToNull, z.boolean().nullable().optional()),
  problems: text,
  more: text,
  painful: z.boolean().default(true),
  episode: z.enum(INJURY_EPISODES).default('first'),
  severity: int(L.severity).default(0),
  worsening: z.boolean().default(false),
  accident: z.boolean().default(false),
  numbness: z.boolean().default(false),
});
export type InjuryBodyInput = z.input<typeof injuryBodySchema>;
export type InjuryBody = z.output<typeof injuryBodySchema>;

/** The answers (time is one of TRAINING_TIMES, else the custom code `training_time`). */
export const anamnesisAnswersSchema = z.strictObject({
  // read-only fields of GET anamnesis; a client may send the object back as it got it
  id: z.unknown().optional(),
  new: z.unknown().optional(),
  skipped: z.unknown().optional(),

  height: int(L.height).nullable().optional(),
  weight: z.number().min(L.weight[0]).max(L.weight[1]).nullable().optional(),
  gender: int(L.gender).optional(),
  sports: setOf(SPORTS).optional(),
  fitness: int(L.fitness).optional(),
  stress: scale,
  physical_health: setOf(ILLNESS_GROUPS).optional(),
  diet: scale,
  workhours_sitting: int(L.workhours_sitting).nullable().optional(),
  bodyfeeling: scale,
  wellness: scale,
  sleep: scale,
  goals: setOf(GOALS).optional(),
  focus: setOf(FOCUS_AREAS).optional(),
  time: z
    .number()
    .refine((value) => (TRAINING_TIMES as readonly number[]).includes(value), {
      params: { code: 'training_time' },
    })
    .nullable()
    .optional(),
  equipment: z.enum(ANAMNESIS_EQUIPMENT).nullable().optional(),
  suitability: int(L.suitability).nullable().optional(),
  accept: z.boolean().optional(),
  adjustable_table: z.boolean().nullable().optional(),
  workoutdays: int(L.workoutdays).optional(),
  workoutminutes: int(L.workoutminutes).nullable().optional(),
  sports_frequency: int(L.sports_frequency).optional(),
});
export type AnamnesisAnswersBody = z.output<typeof anamnesisAnswersSchema>;

/**
 * The purposes of the health-data consent (GDPR Art. 9: explicit and purpose-specific), each confirmed or skipped on
 * its own (spec §4 "The consent can be confirmed or skipped"): the questionnaire's answers for the personal plan,
 * and the pain points with their history (the progress screen's pain chart).
 */
export const CONSENT_PURPOSES = ['health_plan', 'pain_tracking'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** Version of the consent texts shown (locale keys anamnesis.consent.*); stored with every decision (audit). */
export const CONSENT_TEXT_VERSION = '2026-12-06';

/**
 * The decision per purpose sent with PUT anamnesis. Omitted (an older client), every purpose follows `accept`, the
 * single declaration those clients show.
 */
export const consentDecisionsSchema = z.strictObject({
  health_plan: z.boolean(),
  pain_tracking: z.boolean(),
});
export type ConsentDecisions = z.output<typeof consentDecisionsSchema>;

/** PUT anamnesis. */
export const saveAnamnesisBodySchema = z.strictObject({
  anamnesis: anamnesisAnswersSchema,
  injuries: z.array(injuryBodySchema).max(BODY_REGIONS.length).default([]),
  consents: consentDecisionsSchema.optional(),
});
export type SaveAnamnesisBodyInput = z.input<typeof saveAnamnesisBodySchema>;
export type SaveAnamnesisBody = z.output<typeof saveAnamnesisBodySchema>;

/** Compile-time check: the body the training app sends (AnamnesisPayload) is a valid input. */
type _AcceptsPayload<T extends SaveAnamnesisBodyInput = AnamnesisPayload> = T;

/** POST anamnesis/skip has no body fields. */
export const skipAnamnesisBodySchema = z.strictObject({});

/** POST me/health-consent/withdraw: one purpose, or (no purpose) all of them. */
export const withdrawConsentBodySchema = z.strictObject({
  purpose: z.enum(CONSENT_PURPOSES).optional(),
});
export type WithdrawConsentBody = z.output<typeof withdrawConsentBodySchema>;
