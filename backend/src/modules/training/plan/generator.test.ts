import { BODY_REGIONS, type BodyRegion, type ExerciseKind } from '../../../shared/domain';
import { addDays, daysBetween, isoWeekday } from '../shared/dates';
import {
  createPlanner,
  generatePlan,
  type PlanExercise,
  type PlanInjury,
  type PlanInput,
  type PlanOutput,
  type PlanProfile,
  planDays,
} from './generator';

const KINDS: ExerciseKind[] = ['strengthening', 'mobility', 'relaxation'];
const EQUIPMENT = ['none', 'none', 'band', 'ball'] as const;

/** A varied synthetic catalogue: 120 physical exercises and 12 mental ones. */
function catalogue(): PlanExercise[] {
  const exercises: PlanExercise[] = [];
  for (let i = 0; i < 120; i++) {
    const region = BODY_REGIONS[i % BODY_REGIONS.length]!;
    exercises.push({
      id: i + 1,
      kind: KINDS[i % 3]!,
      level: (i % 3) + 1,
      equipment: EQUIPMENT[i % 4]!,
      undercover: i % 2 === 0,
      durationSeconds: [60, 75, 120, 180, 240][i % 5]!,
      regions: [region],
      contraindicatedRegions: i % 7 === 0 ? ['knee'] : i % 11 === 0 ? ['lumbar_spine'] : [],
      gentle: i % 4 === 1,
      focus: [(['mobility', 'strength', 'yoga', 'sport'] as const)[i % 4]!],
      goals: [(['agility', 'muscle', 'painremoval', 'wellbeing'] as const)[i % 4]!],
    });
  }
  for (let i = 0; i < 12; i++) {
    exercises.push({
      id: 1000 + i,
      kind: 'mental',
      level: 1,
      equipment: 'none',
      undercover: true,
      durationSeconds: 60,
      regions: ['brain'],
      contraindicatedRegions: [],
      gentle: true,
      focus: [(['mental', 'sleep', 'attention'] as const)[i % 3]!],
      goals: ['wellbeing'],
    });
  }
  return exercises;
}

const PROFILE: PlanProfile = {
  skipped: false,
  fitness: 3,
  equipment: 'all',
  time: 31,
  suitability: 1,
  adjustableTable: null,
  goals: ['muscle'],
  focus: ['strength', 'mobility'],
  physicalHealth: [],
};

const KNEE: PlanInjury = {
  region: 'knee',
  duration: 1,
  examined: true,
  painful: true,
  severity: 3,
  worsening: false,
  accident: false,
  numbness: false,
};

const MONDAY = '2026-11-23';

function input(overrides: Partial<PlanInput> = {}, profile: Partial<PlanProfile> = {}): PlanInput {
  return {
    seed: 7,
    startsOn: MONDAY,
    weekdays: [1, 2, 3, 4, 5],
    profile: { ...PROFILE, ...profile },
    injuries: [],
    exercises: catalogue(),
    favourites: [],
    dislikes: [],
    ...overrides,
  };
}

const byId = new Map(catalogue().map((e) => [e.id, e]));
const exercisesOf = (plan: PlanOutput) => plan.units.map((u) => byId.get(u.exerciseId)!);

test('plan days: the chosen weekdays within 28 days, numbered from 1', () => {
  const days = planDays('2026-11-25', [1, 3, 5]);
  expect(days).toHaveLength(12);
  expect(days[0]).toEqual({ day: 1, date: '2026-11-25' });
  expect(days[11]!.date <= addDays('2026-11-25', 27)).toBe(true);
  for (const day of days) expect([1, 3, 5]).toContain(isoWeekday(day.date));
  expect(planDays(MONDAY, [1, 2, 3, 4, 5, 6, 7])).toHaveLength(28);
});

test('plan days are remembered per start and weekdays, frozen so no caller can change the kept answer', () => {
  const first = planDays('2026-11-25', [1, 3, 5]);
  expect(planDays('2026-11-25', [1, 3, 5])).toBe(first);
  expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
  expect(planDays('2026-11-25', [1, 3])).toHaveLength(8);
});

test('4 different exercises on every plan day; a phase of 28 days', () => {
  const plan = generatePlan(input());
  expect(plan.endsOn).toBe(addDays(MONDAY, 27));
  expect(plan.days).toHaveLength(20);
  for (const { day, date } of plan.days) {
    const units = plan.units.filter((u) => u.date === date);
    expect(units.map((u) => u.position)).toEqual([1, 2, 3, 4]);
    expect(units.every((u) => u.day === day)).toBe(true);
    expect(new Set(units.map((u) => u.exerciseId)).size).toBe(4);
  }
});

test('is deterministic: same input, same plan; another seed gives another plan', () => {
  expect(generatePlan(input())).toEqual(generatePlan(input()));
  expect(generatePlan(input({ seed: 8 })).units).not.toEqual(generatePlan(input()).units);
});

test('no exercise comes back within 7 days when the catalogue allows', () => {
  const plan = generatePlan(input({ weekdays: [1, 2, 3, 4, 5, 6, 7] }));
  const lastSeen = new Map<number, string>();
  for (const unit of plan.units) {
    const before = lastSeen.get(unit.exerciseId);
    if (before) expect(daysBetween(before, unit.date)).toBeGreaterThanOrEqual(7);
    lastSeen.set(unit.exerciseId, unit.date);
  }
});

test('rotation is relaxed rather than leaving days empty when few exercises are allowed', () => {
  const few = catalogue()
    .filter((e) => e.kind !== 'mental')
    .slice(0, 6);
  const plan = generatePlan(input({ exercises: few, weekdays: [1, 2, 3, 4, 5, 6, 7] }));
  expect(plan.units).toHaveLength(28 * 4);
});

test('equipment: none → only exercises without equipment; band → none or band', () => {
  expect(
    exercisesOf(generatePlan(input({}, { equipment: 'none' }))).every((e) => e.equipment === 'none'),
  ).toBe(true);
  expect(exercisesOf(generatePlan(input({}, { equipment: null }))).every((e) => e.equipment === 'none')).toBe(
    true,
  );
  const band = exercisesOf(generatePlan(input({}, { equipment: 'band', focus: ['yoga', 'sport'] })));
  expect(band.every((e) => e.equipment !== 'ball')).toBe(true);
  expect(band.some((e) => e.equipment === 'band')).toBe(true);
});

test('fitness caps the level: 0 → level 1, 1 → up to 2; heart conditions → up to 2', () => {
  expect(exercisesOf(generatePlan(input({}, { fitness: 0 }))).every((e) => e.level === 1)).toBe(true);
  expect(exercisesOf(generatePlan(input({}, { fitness: 1 }))).every((e) => e.level <= 2)).toBe(true);
  const cautious = exercisesOf(generatePlan(input({}, { fitness: 3, physicalHealth: ['cardiovascular'] })));
  expect(cautious.every((e) => e.level <= 2)).toBe(true);
});

test('time per day: 5 minutes → every exercise at most 75 s, so 4 fit', () => {
  const plan = generatePlan(input({}, { time: 5 }));
  expect(plan.units).toHaveLength(80);
  expect(exercisesOf(plan).every((e) => e.durationSeconds <= 75)).toBe(true);
  expect(exercisesOf(generatePlan(input({}, { time: 10 }))).every((e) => e.durationSeconds <= 150)).toBe(
    true,
  );
});

test('undercover: at the desk without adjustable table → only discreet exercises; with one → mostly', () => {
  const desk = exercisesOf(generatePlan(input({}, { suitability: 0, adjustableTable: false })));
  expect(desk.every((e) => e.undercover)).toBe(true);
  const table = exercisesOf(generatePlan(input({}, { suitability: 0, adjustableTable: true })));
  const anywhere = exercisesOf(generatePlan(input({}, { suitability: 1 })));
  const share = (list: PlanExercise[]) => list.filter((e) => e.undercover).length / list.length;
  expect(share(table)).toBeGreaterThan(share(anywhere));
});

test('a painful knee: never an exercise contraindicated for the knee; gentle knee exercises only, favoured', () => {
  const plan = generatePlan(input({ injuries: [KNEE], weekdays: [1, 2, 3, 4, 5, 6, 7] }));
  const exercises = exercisesOf(plan);
  expect(exercises.some((e) => e.contraindicatedRegions.includes('knee'))).toBe(false);
  const knee = exercises.filter((e) => e.regions.includes('knee'));
  expect(knee.length).toBeGreaterThan(0);
  expect(knee.every((e) => e.gentle)).toBe(true);
});

test('related regions widen the exclusion: back pain rules out exercises contraindicated for the lumbar spine', () => {
  const plan = generatePlan(input({ injuries: [{ ...KNEE, region: 'back' }] }));
  expect(exercisesOf(plan).some((e) => e.contraindicatedRegions.includes('lumbar_spine'))).toBe(false);
});

test('a pain point that is not painful (and has no red flag) restricts nothing', () => {
  const healed = generatePlan(
    input({ injuries: [{ ...KNEE, painful: false }], weekdays: [1, 2, 3, 4, 5, 6, 7] }),
  );
  expect(healed).toEqual(generatePlan(input({ weekdays: [1, 2, 3, 4, 5, 6, 7] })));
});

test('a red-flagged region is neither loaded nor targeted', () => {
  const plan = generatePlan(input({ injuries: [{ ...KNEE, painful: false, numbness: true }] }));
  const exercises = exercisesOf(plan);
  expect(exercises.some((e) => e.regions.includes('knee'))).toBe(false);
  expect(exercises.some((e) => e.contraindicatedRegions.includes('knee'))).toBe(false);
});

test('dislikes: permanent ones never come; onlyToday ones only miss their date', () => {
  const base = generatePlan(input());
  const first = base.units[0]!;
  const permanent = generatePlan(
    input({ dislikes: [{ exerciseId: first.exerciseId, onlyToday: false, date: MONDAY }] }),
  );
  expect(permanent.units.some((u) => u.exerciseId === first.exerciseId)).toBe(false);

  const onlyToday = generatePlan(
    input({
      dislikes: [{ exerciseId: first.exerciseId, onlyToday: true, date: MONDAY }],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      exercises: catalogue().slice(0, 30),
    }),
  );
  expect(onlyToday.units.some((u) => u.exerciseId === first.exerciseId && u.date === MONDAY)).toBe(false);
  expect(onlyToday.units.some((u) => u.exerciseId === first.exerciseId && u.date !== MONDAY)).toBe(true);
});

test('favourites are preferred', () => {
  const base = generatePlan(input());
  const unused = catalogue().filter(
    (e) => e.kind !== 'mental' && !base.units.some((u) => u.exerciseId === e.id) && e.level === 3,
  );
  const favourites = unused.slice(0, 3).map((e) => e.id);
  const plan = generatePlan(input({ favourites }));
  for (const id of favourites) expect(plan.units.some((u) => u.exerciseId === id)).toBe(true);
});

test('focus areas steer the choice', () => {
  const strength = exercisesOf(generatePlan(input({}, { focus: ['strength', 'sport'] })));
  const yoga = exercisesOf(generatePlan(input({}, { focus: ['yoga', 'mobility'] })));
  const count = (list: PlanExercise[], focus: string) =>
    list.filter((e) => e.focus.includes(focus as never)).length;
  expect(count(strength, 'strength')).toBeGreaterThan(count(yoga, 'strength'));
  expect(count(yoga, 'yoga')).toBeGreaterThan(count(strength, 'yoga'));
});

test('mental-strength exercises only with a mental focus, and then exactly one per day', () => {
  expect(exercisesOf(generatePlan(input())).some((e) => e.kind === 'mental')).toBe(false);
  const plan = generatePlan(input({}, { focus: ['sleep', 'mobility'] }));
  for (const { date } of plan.days) {
    const mental = plan.units.filter((u) => u.date === date && byId.get(u.exerciseId)!.kind === 'mental');
    expect(mental).toHaveLength(1);
  }
});

test('skipped profile: standardized mix of mobility and strengthening', () => {
  const plan = generatePlan(
    input(
      {},
      {
        skipped: true,
        fitness: 1,
        equipment: 'none',
        focus: ['mobility', 'strength'],
        goals: [],
        time: null,
      },
    ),
  );
  const exercises = exercisesOf(plan);
  expect(exercises.every((e) => e.equipment === 'none' && e.level <= 2)).toBe(true);
  for (const { date } of plan.days) {
    const kinds = plan.units.filter((u) => u.date === date).map((u) => byId.get(u.exerciseId)!.kind);
    expect(kinds).toEqual(['mobility', 'strengthening', 'mobility', 'strengthening']);
  }
});

test('fixed units stay, count for the day and for rotation; fillFrom leaves earlier days alone', () => {
  const base = generatePlan(input());
  const kept = { date: '2026-11-25', position: 2, exerciseId: 999 };
  const fixed = [...base.units.filter((u) => u.date < '2026-11-25'), kept];
  const plan = generatePlan(input({ fixed, fillFrom: '2026-11-25' }));
  expect(plan.units.some((u) => u.date < '2026-11-25')).toBe(false);
  expect(plan.units.filter((u) => u.date === '2026-11-25').map((u) => u.position)).toEqual([1, 3, 4]);
  // the days before it are exactly as in the plan they were taken from
  const tuesday = base.units.filter((u) => u.date === '2026-11-24').map((u) => u.exerciseId);
  expect(plan.units.filter((u) => u.date === '2026-11-26').some((u) => tuesday.includes(u.exerciseId))).toBe(
    false,
  );
});

test('nothing allowed → fewer units, never an unsafe one', () => {
  const onlyKneeLoading = catalogue().map((e) => ({ ...e, contraindicatedRegions: ['knee' as BodyRegion] }));
  expect(generatePlan(input({ exercises: onlyKneeLoading, injuries: [KNEE] })).units).toEqual([]);
  expect(generatePlan(input({ exercises: [] })).units).toEqual([]);
});

test('the planner picks single replacements with the same rules', () => {
  const planner = createPlanner(input({ injuries: [KNEE] }));
  const id = planner.pick(MONDAY, 1, []);
  expect(id).not.toBeNull();
  expect(byId.get(id!)!.contraindicatedRegions).not.toContain('knee');
});
