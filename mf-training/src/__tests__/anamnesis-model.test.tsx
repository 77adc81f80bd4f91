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
import { redFlagReasons, validatePainPoint, validateStep } from '../features/anamnesis/model/validate';
import { serverField } from '../features/anamnesis/components/anamnesis-form';
import { blankProfile, storedInjury, storedProfile } from '../features/anamnesis/__tests__/support';
import type { InjuryJson } from '../features/anamnesis/model/types';

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
  it('loads a new or skipped profile as the blank defaults (fitness 1, gender 4, workoutdays 1, sports_frequency 1)', () => {
    expect(toForm(blankProfile())).toEqual(blankForm());
    expect(toForm(storedProfile({ skipped: true }))).toEqual(blankForm());
    const blank = blankForm();
    expect([blank.fitness, blank.gender, blank.workoutdays, blank.sports_frequency]).toEqual([1, 4, 1, 1]);
  });

  it('sends every field of spec §3 except id and new, and injuries with all answers', () => {
    const payload = toPayload(toForm(storedProfile()));
    expect(Object.keys(payload.anamnesis).sort()).toEqual(
      [
        'height',
        'weight',
        'gender',
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

  it('sends no injuries when the user says there are none', () => {
    const form = { ...toForm(storedProfile()), hasInjuries: false };
    expect(toPayload(form).injuries).toEqual([]);
  });

  it('reads numbers with a comma or a point', () => {
    expect(parseNumber('68,5')).toBe(68.5);
    expect(parseNumber(' 172 ')).toBe(172);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
  });

  it('checks each step', () => {
    const stored = toForm(storedProfile());
    for (const step of ['personal', 'general', 'injuries', 'goals', 'settings'] as const)
      expect(validateStep(step, stored, false)).toEqual({});
    expect(validateStep('goals', { ...stored, focus: ['yoga'] }, false).focus?.key).toBe('focusTwo');
    expect(validateStep('goals', { ...stored, focus: ['yoga', 'sleep', 'diet'] }, false).focus?.key).toBe(
      'focusTwo',
    );
    expect(validateStep('injuries', stored, true).injuries?.key).toBe('painPointOpen');
    expect(validateStep('injuries', { ...stored, injuries: [] }, false).injuries?.key).toBe(
      'painPointsRequired',
    );
    expect(validateStep('injuries', { ...stored, hasInjuries: null }, false).hasInjuries?.key).toBe(
      'required',
    );
    expect(validateStep('settings', { ...stored, accept: false }, false).accept?.key).toBe('consentRequired');
    expect(validateStep('personal', { ...stored, height: '99' }, false).height?.key).toBe('range');
  });

  it('flags a stored pain point that lacks the newer answers as incomplete', () => {
    const old = toForm(
      // a pain point stored before the newer questions existed (a cached answer of an older backend)
      storedProfile({}, [
        { region: 'knee', duration: 1, examined: true, problems: null, more: null } as unknown as InjuryJson,
      ]),
    );
    expect(validateStep('injuries', old, false).injuries?.key).toBe('painPointIncomplete');
    const missing = Object.keys(validatePainPoint(blankPainPoint()));
    expect(missing.sort()).toEqual(
      [
        'region',
        'duration',
        'examined',
        'painful',
        'episode',
        'severity',
        'worsening',
        'accident',
        'numbness',
      ].sort(),
    );
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
