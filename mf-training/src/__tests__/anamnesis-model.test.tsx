import {
  ANAMNESIS_EQUIPMENT,
  BODY_REGIONS,
  FOCUS_AREAS,
  GOALS,
  ILLNESS_GROUPS,
  SPORTS,
  TRAINING_TIMES,
} from '@officefit/domain';
import { flattenKeys, missingKeys } from '@officefit/i18n';
import anamnesisDe from '../i18n/anamnesis.de.json';
import anamnesisEn from '../i18n/anamnesis.en.json';
import { blankForm, blankPainPoint, parseNumber, toForm, toPayload } from '../features/anamnesis/model/form';
import {
  anamnesisFormSchema,
  PAIN_FIELDS,
  painPointSchema,
  STEP_FIELDS,
  type StepId,
} from '../features/anamnesis/model/form-schema';
import { redFlagReasons } from '../features/anamnesis/model/red-flags';
import { serverField } from '../features/anamnesis/components/anamnesis-form';
import { blankProfile, storedInjury, storedProfile } from '../features/anamnesis/__tests__/support';
import type { AnamnesisForm, InjuryJson } from '../features/anamnesis/model/types';

/** The problems of one step, by field: the custom code of the form's own rules, else zod's code. */
function validateStep(step: StepId, form: AnamnesisForm, openPainPoint: boolean) {
  const issues = anamnesisFormSchema(() => openPainPoint).safeParse(form).error?.issues ?? [];
  const fields: readonly string[] = STEP_FIELDS[step];
  return Object.fromEntries(
    issues
      .filter((i) => fields.includes(String(i.path[0])))
      .map((i) => [String(i.path[0]), i.code === 'custom' ? String(i.params?.code) : i.code]),
  );
}

describe('texts', () => {
  it('have the same keys in German and English', () => {
    expect(missingKeys(anamnesisDe, anamnesisEn)).toEqual([]);
    expect(missingKeys(anamnesisEn, anamnesisDe)).toEqual([]);
  });

  it('name every code of the value lists in both languages', () => {
    for (const texts of [anamnesisDe, anamnesisEn]) {
      const keys = new Set(flattenKeys(texts));
      const need = [
        ...BODY_REGIONS.map((r) => `regions.${r}`),
        ...SPORTS.map((s) => `sports.${s}`),
        ...GOALS.map((g) => `goalNames.${g}`),
        ...FOCUS_AREAS.map((f) => `focusAreas.${f}`),
        ...ILLNESS_GROUPS.map((g) => `illness.${g}`),
        ...ANAMNESIS_EQUIPMENT.map((e) => `equipment.${e}`),
        ...TRAINING_TIMES.map((m) => `times.${m}`),
      ];
      expect(need.filter((k) => !keys.has(k))).toEqual([]);
    }
    expect(BODY_REGIONS).toHaveLength(26);
    expect(anamnesisDe.errors.focusTwo).toBe('Bitte wählen Sie zwei Schwerpunkte!');
    expect(anamnesisEn.errors.focusTwo).toBe('Please choose two body parts!');
  });
});

describe('form model', () => {
  it('loads a new or skipped profile as the blank defaults (fitness 1, workoutdays 1, sports_frequency 1)', () => {
    expect(toForm(blankProfile(), 'de')).toEqual(blankForm('de'));
    expect(toForm(storedProfile({ skipped: true }), 'de')).toEqual(blankForm('de'));
    const blank = blankForm('de');
    expect([blank.fitness, blank.workoutdays, blank.sports_frequency]).toEqual([1, 1, 1]);
  });

  it('sends every field of spec §3 except id, new and gender (the account keeps it), and injuries with all answers', () => {
    const payload = toPayload(toForm(storedProfile(), 'de'));
    expect(Object.keys(payload.anamnesis).sort()).toEqual(
      [
        'height',
        'weight',
        'sports',
        'fitness',
        'stress',
        'physical_health',
        'diet',
        'workhours_sitting',
        'bodyfeeling',
        'wellness',
        'sleep',
        'goals',
        'focus',
        'time',
        'equipment',
        'suitability',
        'accept',
        'adjustable_table',
        'workoutdays',
        'workoutminutes',
        'sports_frequency',
      ].sort(),
    );
    expect(payload.anamnesis.weight).toBe(62.5);
    expect(payload.injuries).toEqual([storedInjury()]);
  });

  it('sends the decision per consent purpose, and no pain points when pain tracking is skipped (issue 36)', () => {
    const stored = toForm(storedProfile(), 'de');
    // stored pain points exist only with the pain-tracking consent
    expect(stored.painConsent).toBe(true);
    expect(toPayload(stored).consents).toEqual({ health_plan: true, pain_tracking: true });
    const skipped = toPayload({ ...stored, painConsent: false });
    expect(skipped.consents).toEqual({ health_plan: true, pain_tracking: false });
    expect(skipped.injuries).toEqual([]);
    expect(blankForm('de').painConsent).toBe(false);
  });

  it('sends no injuries when the user says there are none', () => {
    const form = { ...toForm(storedProfile(), 'de'), hasInjuries: false };
    expect(toPayload(form).injuries).toEqual([]);
  });

  it('reads numbers with a comma or a point', () => {
    expect(parseNumber('68,5')).toBe(68.5);
    expect(parseNumber(' 172 ')).toBe(172);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
  });

  it('checks each step', () => {
    const stored = toForm(storedProfile(), 'de');
    for (const step of ['personal', 'general', 'injuries', 'goals', 'settings'] as const)
      expect(validateStep(step, stored, false)).toEqual({});
    expect(validateStep('goals', { ...stored, focus: ['yoga'] }, false).focus).toBe('focus_two_required');
    expect(validateStep('goals', { ...stored, focus: ['yoga', 'sleep', 'diet'] }, false).focus).toBe(
      'focus_two_required',
    );
    expect(validateStep('injuries', stored, true).injuries).toBe('pain_point_open');
    expect(validateStep('injuries', { ...stored, injuries: [] }, false).injuries).toBe(
      'pain_points_required',
    );
    expect(validateStep('injuries', { ...stored, hasInjuries: null }, false).hasInjuries).toBe(
      'invalid_value',
    );
    expect(validateStep('settings', { ...stored, accept: false }, false).accept).toBe('consent_required');
    // the contract's limits (height 50–250 cm, weight 20–400 kg)
    expect(validateStep('personal', { ...stored, height: '49' }, false).height).toBe('too_small');
    expect(validateStep('personal', { ...stored, height: '50' }, false)).toEqual({});
    expect(validateStep('personal', { ...stored, weight: 'viel' }, false).weight).toBe('invalid_type');
    expect(validateStep('personal', { ...stored, height: '' }, false).height).toBe('invalid_type');
    expect(validateStep('settings', { ...stored, workoutminutes: '' }, false)).toEqual({});
  });

  it('flags a stored pain point that lacks the newer answers as incomplete', () => {
    const old = toForm(
      // a pain point stored before the newer questions existed (a cached answer of an older backend)
      storedProfile({}, [
        { region: 'knee', duration: 1, examined: true, problems: null, more: null } as unknown as InjuryJson,
      ]),
      'de',
    );
    expect(validateStep('injuries', old, false).injuries).toBe('pain_point_incomplete');
    const issues = painPointSchema().safeParse(blankPainPoint()).error?.issues ?? [];
    const missing = issues.map((i) => String(i.path[0]));
    // every answer but the two optional texts
    expect(missing.sort()).toEqual(PAIN_FIELDS.filter((f) => f !== 'problems' && f !== 'more').sort());
  });

  it('knows the red-flag rule of the API', () => {
    const p = { ...blankPainPoint(), severity: 7, duration: 3, examined: false, accident: true };
    expect(redFlagReasons(p)).toEqual(['severe', 'accident', 'long_unexamined']);
  });

  it('maps field names of server errors to form fields', () => {
    expect(serverField('anamnesis.height')).toBe('height');
    expect(serverField('anamnesis[focus]')).toBe('focus');
    expect(serverField('injuries[0].region')).toBe('injuries');
    expect(serverField('accept')).toBe('accept');
  });
});
