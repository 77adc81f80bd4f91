// The questionnaire's rules for react-hook-form: the request contract's limits and code lists (@officefit/domain,
// contract/anamnesis.ts), applied to what the form holds (numbers still typed as text, answers still missing),
// plus the rules only the form checks before sending (spec §5: the pain points, two focus areas, the consent).
// Issues carry zod's codes or a snake_case `params.code`; anamnesisErrorMap turns them into texts.
import { z } from 'zod';
import {
  ANAMNESIS_EQUIPMENT,
  ANAMNESIS_LIMITS,
  ANAMNESIS_TEXT_MAX,
  BODY_REGIONS,
  FOCUS_AREAS,
  GOALS,
  ILLNESS_GROUPS,
  INJURY_EPISODES,
  SPORTS,
  TRAINING_TIMES,
} from '@officefit/domain';
import { validationErrorMap, type ValidationIssue } from '@officefit/i18n';
import { DURATIONS, FITNESS_LEVELS, FOCUS_COUNT, range, SCALE_VALUES, SUITABILITIES } from './codes';
import { parseNumber } from './form';
import type { AnamnesisForm, PainPointDraft } from './types';

/** The five steps of the questionnaire (spec §2), in order. */
export const STEPS = ['personal', 'general', 'injuries', 'goals', 'settings'] as const;
export type StepId = (typeof STEPS)[number];
export type FormField = keyof AnamnesisForm;

/** The fields of each step, in screen order: a step validates these; the first invalid one gets the focus. */
export const STEP_FIELDS: Record<StepId, FormField[]> = {
  personal: ['height', 'weight'],
  general: [
    'fitness',
    'sports',
    'sports_frequency',
    'workhours_sitting',
    'stress',
    'bodyfeeling',
    'wellness',
    'sleep',
    'diet',
    'physical_health',
  ],
  injuries: ['hasInjuries', 'injuries'],
  goals: ['goals', 'focus'],
  settings: [
    'time',
    'equipment',
    'workoutdays',
    'suitability',
    'adjustable_table',
    'workoutminutes',
    'accept',
    'painConsent',
  ],
};

/** The step that asks a field (for server errors that name fields). */
export function stepOf(field: string): StepId | undefined {
  return STEPS.find((step) => (STEP_FIELDS[step] as string[]).includes(field));
}

/** The fields of a pain point, in the editor's order. */
export const PAIN_FIELDS = [
  'region',
  'duration',
  'examined',
  'painful',
  'episode',
  'severity',
  'worsening',
  'accident',
  'numbness',
  'problems',
  'more',
] as const;

const L = ANAMNESIS_LIMITS;
const between = ([min, max]: readonly [number, number]) => range(min, max) as [number, ...number[]];
/** One of a few answers; a missing one (null) is reported as "please choose". */
const oneOf = <T extends string | number | boolean>(values: readonly T[]) =>
  z.literal(values as unknown as [T, ...T[]]);
const yesNo = oneOf([true, false]);
/** A number typed as text ("62,5"): empty is missing, anything else must be a number in the range. */
const typed = (limits: readonly [number, number]) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : (parseNumber(String(value)) ?? NaN),
    z.number().min(limits[0]).max(limits[1]),
  );
const text = z.string().max(ANAMNESIS_TEXT_MAX);
const custom = (ctx: z.RefinementCtx, path: string, code: string) =>
  ctx.addIssue({ code: 'custom', path: [path], params: { code } });

/** One pain point before it joins the list ("all pain-zone fields must be filled", spec §5). */
export function painPointSchema(others: readonly PainPointDraft[] = []) {
  return z
    .object({
      key: z.string(),
      region: z.enum(BODY_REGIONS),
      duration: oneOf(DURATIONS),
      examined: yesNo,
      painful: yesNo,
      episode: z.enum(INJURY_EPISODES),
      severity: oneOf(between(L.severity)),
      worsening: yesNo,
      accident: yesNo,
      numbness: yesNo,
      problems: text,
      more: text,
    })
    .superRefine(
      (p, ctx) => {
        if (p.region && others.some((o) => o.key !== p.key && o.region === p.region))
          custom(ctx, 'region', 'region_taken');
      },
      { when: () => true },
    );
}

/** True when a confirmed pain point lacks an answer (e.g. one stored before the question existed). */
export function isIncomplete(p: PainPointDraft): boolean {
  return !painPointSchema().safeParse(p).success;
}

/** The whole questionnaire. `openPainPoint` tells whether a pain point is still being edited (not confirmed). */
export function anamnesisFormSchema(openPainPoint: () => boolean) {
  return z
    .object({
      height: typed(L.height),
      weight: typed(L.weight),
      fitness: oneOf(FITNESS_LEVELS),
      sports: z.array(z.enum(SPORTS)),
      sports_frequency: oneOf(between(L.sports_frequency)),
      stress: oneOf(SCALE_VALUES),
      bodyfeeling: oneOf(SCALE_VALUES),
      wellness: oneOf(SCALE_VALUES),
      sleep: oneOf(SCALE_VALUES),
      diet: oneOf(SCALE_VALUES),
      workhours_sitting: oneOf(between(L.workhours_sitting)),
      physical_health: z.array(z.enum(ILLNESS_GROUPS)),
      hasInjuries: yesNo,
      injuries: z.array(z.custom<PainPointDraft>()),
      goals: z.array(z.enum(GOALS)),
      focus: z.array(z.enum(FOCUS_AREAS)),
      time: oneOf(TRAINING_TIMES),
      equipment: z.enum(ANAMNESIS_EQUIPMENT),
      workoutdays: oneOf(between(L.workoutdays)),
      suitability: oneOf(SUITABILITIES),
      adjustable_table: yesNo,
      workoutminutes: z.union([z.literal(''), typed(L.workoutminutes)]),
      accept: z.boolean(),
      painConsent: z.boolean(),
    })
    .superRefine(
      (form, ctx) => {
        if (form.hasInjuries) {
          if (openPainPoint()) custom(ctx, 'injuries', 'pain_point_open');
          else if (form.injuries.length === 0) custom(ctx, 'injuries', 'pain_points_required');
          else if (form.injuries.some(isIncomplete)) custom(ctx, 'injuries', 'pain_point_incomplete');
        }
        if (form.goals.length === 0) custom(ctx, 'goals', 'goals_required');
        if (form.focus.length !== FOCUS_COUNT) custom(ctx, 'focus', 'focus_two_required');
        if (!form.accept) custom(ctx, 'accept', 'consent_required');
        // run even when other steps' answers are still missing: a step shows its own rules at once
      },
      { when: () => true },
    );
}

/** The questionnaire's own codes (and the service's codes of PUT anamnesis) → keys below `anamnesis.errors.`. */
export const ANAMNESIS_CODES: Record<string, string> = {
  region_taken: 'regionTaken',
  pain_point_open: 'painPointOpen',
  pain_points_required: 'painPointsRequired',
  pain_point_incomplete: 'painPointIncomplete',
  goals_required: 'goalsRequired',
  focus_two_required: 'focusTwo',
  consent_required: 'consentRequired',
  pain_consent_required: 'painConsentRequired',
};

/**
 * The error map of the questionnaire: its own codes have texts of their own in the training namespace, every
 * other issue gets the shared text of `validationErrorMap`.
 */
export function anamnesisErrorMap(t: (key: string) => string) {
  return (issue: ValidationIssue): string => {
    const code = issue.code === 'custom' ? issue.params?.code : undefined;
    const key = typeof code === 'string' ? ANAMNESIS_CODES[code] : undefined;
    return key ? t(`anamnesis.errors.${key}`) : validationErrorMap(issue);
  };
}
