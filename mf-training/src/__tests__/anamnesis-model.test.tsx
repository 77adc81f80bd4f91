/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { flattenKeys, I18nextProvider, i18n, missingKeys } from '@officefit/i18n';
import { theme } from '@officefit/ui';
import { render } from '@testing-library/react';
import anamnesisDe from '../i18n/anamnesis.de.json';
import anamnesisEn from '../i18n/anamnesis.en.json';
import {
  BODY_REGIONS,
  EQUIPMENT,
  FOCUS_AREAS,
  GOALS,
  ILLNESS_GROUPS,
  SPORTS,
  TRAINING_TIMES,
  type BodyRegion,
} from '../features/anamnesis/model/codes';
import { blankForm, blankPainPoint, parseNumber, toForm, toPayload } from '../features/anamnesis/model/form';
import { redFlagReasons, validatePainPoint, validateStep } from '../features/anamnesis/model/validate';
import { serverField } from '../features/anamnesis/components/anamnesis-form';
import { BodyPicker } from '../features/anamnesis/components/body-picker';
import { blankProfile, storedInjury, storedProfile } from '../features/anamnesis/__tests__/support';

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
        ...EQUIPMENT.map((e) => `equipment.${e}`),
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
      storedProfile({}, [{ region: 'knee', duration: 1, examined: true, problems: null, more: null }]),
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

describe('body picker', () => {
  function Harness() {
    const [value, setValue] = useState<BodyRegion | null>(null);
    return <BodyPicker value={value} onChange={setValue} />;
  }

  it('has each of the 26 regions once, as buttons with a roving tab stop per figure', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <Harness />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-region')).sort()).toEqual([...BODY_REGIONS].sort());
    expect(buttons.filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Vorderseite' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rückseite' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kopf' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Gehirn' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Gehirn' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Gewählt: Gehirn')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Körperregion/ })).toHaveTextContent('Gehirn');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Halswirbelsäule' })).toHaveFocus();
    await user.keyboard('{End} ');
    expect(screen.getByRole('button', { name: 'Wade' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Körperregion/ })).toHaveFocus();
  });
});
