import { TRAINING_TIMES } from '@officefit/domain';
import { FOCUS_COUNT, LIMITS } from './codes';
import { parseNumber } from './form';
import type { AnamnesisForm, FieldErrors, PainPointDraft, RedFlag } from './types';

/** The five steps of the questionnaire (spec §2), in order. */
export const STEPS = ['personal', 'general', 'injuries', 'goals', 'settings'] as const;
export type StepId = (typeof STEPS)[number];

const REQUIRED = { key: 'required' };

function requireValue(errors: FieldErrors, field: string, value: unknown) {
  if (value === null || value === undefined) errors[field] = REQUIRED;
}

function requireNumber(
  errors: FieldErrors,
  field: string,
  value: string,
  { min, max }: { min: number; max: number },
  optional = false,
) {
  if (value.trim() === '') {
    if (!optional) errors[field] = REQUIRED;
    return;
  }
  const n = parseNumber(value);
  if (n === null || n < min || n > max) errors[field] = { key: 'range', values: { min, max } };
}

/** The answers of one pain point that are missing ("all pain-zone fields must be filled", spec §5). */
export function validatePainPoint(p: PainPointDraft, others: readonly PainPointDraft[] = []): FieldErrors {
  const errors: FieldErrors = {};
  requireValue(errors, 'region', p.region);
  if (p.region && others.some((o) => o.key !== p.key && o.region === p.region))
    errors.region = { key: 'regionTaken' };
  for (const field of [
    'duration',
    'examined',
    'painful',
    'episode',
    'severity',
    'worsening',
    'accident',
    'numbness',
  ] as const)
    requireValue(errors, field, p[field]);
  if (p.problems.length > LIMITS.text) errors.problems = { key: 'tooLong', values: { max: LIMITS.text } };
  if (p.more.length > LIMITS.text) errors.more = { key: 'tooLong', values: { max: LIMITS.text } };
  return errors;
}

/** True when a confirmed pain point lacks an answer (e.g. one stored before the question existed). */
export function isIncomplete(p: PainPointDraft): boolean {
  return Object.keys(validatePainPoint(p)).length > 0;
}

/**
 * Checks one step before Next (spec §5). `openPainPoint` is the pain point being edited: it must be confirmed
 * ("Übernehmen") first.
 */
export function validateStep(step: StepId, form: AnamnesisForm, openPainPoint: boolean): FieldErrors {
  const errors: FieldErrors = {};
  switch (step) {
    case 'personal':
      requireNumber(errors, 'height', form.height, LIMITS.height);
      requireNumber(errors, 'weight', form.weight, LIMITS.weight);
      requireValue(errors, 'gender', form.gender);
      break;
    case 'general':
      requireValue(errors, 'fitness', form.fitness);
      requireValue(errors, 'sports_frequency', form.sports_frequency);
      for (const field of ['stress', 'bodyfeeling', 'wellness', 'sleep', 'diet'] as const)
        requireValue(errors, field, form[field]);
      requireValue(errors, 'workhours_sitting', form.workhours_sitting);
      break;
    case 'injuries':
      if (form.hasInjuries === null) errors.hasInjuries = REQUIRED;
      else if (form.hasInjuries) {
        if (openPainPoint) errors.injuries = { key: 'painPointOpen' };
        else if (form.injuries.length === 0) errors.injuries = { key: 'painPointsRequired' };
        else if (form.injuries.some(isIncomplete)) errors.injuries = { key: 'painPointIncomplete' };
      }
      break;
    case 'goals':
      if (form.goals.length === 0) errors.goals = { key: 'goalsRequired' };
      if (form.focus.length !== FOCUS_COUNT) errors.focus = { key: 'focusTwo' };
      break;
    case 'settings':
      if (form.time === null || !(TRAINING_TIMES as readonly number[]).includes(form.time))
        errors.time = REQUIRED;
      requireValue(errors, 'equipment', form.equipment);
      requireValue(errors, 'workoutdays', form.workoutdays);
      requireValue(errors, 'suitability', form.suitability);
      requireValue(errors, 'adjustable_table', form.adjustable_table);
      requireNumber(errors, 'workoutminutes', form.workoutminutes, LIMITS.workoutminutes, true);
      if (!form.accept) errors.accept = { key: 'consentRequired' };
      break;
  }
  return errors;
}

/** The step that asks a field (for server errors that name fields). */
export const FIELD_STEP: Record<string, StepId> = {
  height: 'personal',
  weight: 'personal',
  gender: 'personal',
  fitness: 'general',
  sports: 'general',
  sports_frequency: 'general',
  stress: 'general',
  bodyfeeling: 'general',
  wellness: 'general',
  sleep: 'general',
  diet: 'general',
  workhours_sitting: 'general',
  physical_health: 'general',
  injuries: 'injuries',
  goals: 'goals',
  focus: 'goals',
  time: 'settings',
  equipment: 'settings',
  workoutdays: 'settings',
  suitability: 'settings',
  adjustable_table: 'settings',
  workoutminutes: 'settings',
  accept: 'settings',
};

/** The reasons to see a doctor first, by the rule of docs/api-training.md (shown while the pain point is edited). */
export function redFlagReasons(p: PainPointDraft): RedFlag['reasons'] {
  const reasons: RedFlag['reasons'] = [];
  if (p.severity !== null && p.severity >= 7) reasons.push('severe');
  if (p.worsening) reasons.push('worsening');
  if (p.accident) reasons.push('accident');
  if (p.numbness) reasons.push('numbness');
  if (p.duration === 3 && p.examined === false) reasons.push('long_unexamined');
  return reasons;
}
