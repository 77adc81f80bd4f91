// Test helpers for the training screens (jest only): the shared ones of @officefit/testing (real store and router,
// theme and i18n, a fetch stub that records every call; logged in), the training texts and the training test data.
import { within } from '@testing-library/react';
import { registerNamespace } from '@officefit/i18n';
import { trainingDe as de, trainingEn as en } from '../i18n/all-texts';
import type { Exercise, ExerciseSummary } from '../lib/types';

export { callsTo, renderRoute, Reply, stubFetch, wpError, type SeenCall } from '@officefit/testing';

registerNamespace('training', { de, en });

/** Test data: an exercise summary. */
/** The texts of the headings inside `list`, in order (the exercises a list shows). */
export function headingTexts(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);
}

export function summary(overrides: Partial<ExerciseSummary> = {}): ExerciseSummary {
  return {
    id: 12,
    slug: 'seated-chin-tuck',
    name: 'Kinn-Nicken im Sitzen',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    duration: 120,
    repetitions: null,
    regions: ['cervical_spine'],
    illustration: '/wp-json/officefit/v1/media/exercises/seated-chin-tuck.svg',
    isFavourite: false,
    ...overrides,
  };
}

/** Test data: an exercise with its tabs and safety data (every field of the wire type). */
export function exercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    ...summary(),
    tabs: {
      startingPosition: 'Aufrecht sitzen.',
      sequence: '1. Kinn zurückschieben.\n2. Kurz halten.\n3. Lösen.',
      duration: '2 Minuten',
      effect: 'Entlastet den Nacken.',
      commonMistakes: 'Kopf nicht nach unten kippen.',
      tip: 'Schultern locker lassen.',
    },
    contraindicated_regions: [],
    gentle: false,
    focus: [],
    goals: [],
    ...overrides,
  };
}

/** `GET me` of a subscriber with a running membership; `roles: ['guest'], sub: null` makes a guest. */
export function me(overrides: Record<string, unknown> = {}) {
  return {
    id: 2,
    first_name: 'Dana',
    last_name: 'Demo',
    nickname: null,
    email: 'demo@example.com',
    roles: ['subscriber'],
    admin: false,
    lang: 'de-DE',
    sub: { kind: 'company', status: 'active', ends_at: null, active: true },
    ...overrides,
  };
}
