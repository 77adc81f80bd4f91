import type { PlanExercise } from '../plan/generator';
import { painRedFlag, type PainSearch, pickPainExercise } from './pain';

const base: PlanExercise = {
  id: 1,
  kind: 'mobility',
  level: 1,
  equipment: 'none',
  undercover: true,
  durationSeconds: 60,
  regions: ['knee'],
  contraindicatedRegions: [],
  gentle: true,
  focus: ['mobility'],
  goals: ['painremoval'],
};
const search: PainSearch = {
  region: 'knee',
  painType: 'chronic',
  suitability: 1,
  onthego: false,
  sportmode: false,
  onlynew: false,
  painCheck0: false,
  painCheck1: false,
};
const ctx = {
  seed: 1,
  today: '2026-11-23',
  equipment: null,
  injuries: [],
  favourites: [],
  dislikes: [],
  doneRecently: new Set<number>(),
};
const pick = (exercises: PlanExercise[], changes: Partial<PainSearch> = {}, extra = {}) =>
  pickPainExercise({ ...search, ...changes }, { ...ctx, exercises, ...extra });

test('red flag from the checks or a stored pain point of the region', () => {
  expect(painRedFlag(search, [])).toBeNull();
  expect(painRedFlag({ ...search, painCheck0: true, painCheck1: true }, [])).toEqual({
    region: 'knee',
    reasons: ['severe', 'numbness'],
  });
  const injury = {
    region: 'knee' as const,
    duration: 3,
    examined: false,
    painful: true,
    severity: 2,
    worsening: false,
    accident: true,
    numbness: false,
  };
  expect(painRedFlag(search, [injury])).toEqual({ region: 'knee', reasons: ['accident', 'long_unexamined'] });
  expect(painRedFlag({ ...search, region: 'hip' }, [injury])).toBeNull();
});

test('filters: region, contraindication, level, acute → gentle, onthego, onlynew, equipment, dislikes', () => {
  expect(pick([base])).toBe(1);
  expect(pick([{ ...base, regions: ['hip'] }])).toBeNull();
  expect(pick([{ ...base, contraindicatedRegions: ['knee'] }])).toBeNull();
  expect(pick([{ ...base, level: 2 }])).toBeNull();
  expect(pick([{ ...base, level: 2 }], { sportmode: true })).toBe(1);
  expect(pick([{ ...base, gentle: false }], { painType: 'acute' })).toBeNull();
  expect(pick([{ ...base, gentle: false }], { painType: 'chronic' })).toBe(1);
  expect(pick([{ ...base, undercover: false }], { onthego: true })).toBeNull();
  expect(pick([base], { onlynew: true }, { doneRecently: new Set([1]) })).toBeNull();
  expect(pick([{ ...base, equipment: 'band' }])).toBeNull();
  expect(pick([{ ...base, equipment: 'band' }], {}, { equipment: 'band' })).toBe(1);
  expect(pick([base], {}, { dislikes: [{ exerciseId: 1, onlyToday: true, date: '2026-11-22' }] })).toBe(1);
  expect(pick([base], {}, { dislikes: [{ exerciseId: 1, onlyToday: true, date: '2026-11-23' }] })).toBeNull();
});

test('a mental exercise only when no physical one fits (brain has no physical exercise)', () => {
  const mental = { ...base, id: 2, kind: 'mental' as const };
  expect(pick([base, mental])).toBe(1);
  expect(pick([mental])).toBe(2);
  expect(pick([{ ...mental, regions: ['brain'] }], { region: 'brain' })).toBe(2);
  // the same filters hold for it
  expect(pick([{ ...mental, gentle: false }], { painType: 'acute' })).toBeNull();
});

test('prefers the region itself, gentle ones and discreet ones at the desk', () => {
  const related = { ...base, id: 2, regions: ['thigh_front' as const, 'knee' as const], gentle: false };
  const direct = { ...base, id: 3 };
  expect(pick([related, direct])).toBe(3);
  const open = { ...base, id: 4, undercover: false };
  const discreet = { ...base, id: 5, undercover: true };
  expect(pick([open, discreet], { suitability: 0 })).toBe(5);
});
