// The training plan as a pure function: profile, pain points, catalogue, favourites, dislikes and dates in,
// units out. No database, no clock: the same input always gives the same plan (DECISIONS.md "Plan generation").
import type {
  AnamnesisEquipment,
  BodyRegion,
  ExerciseEquipment,
  ExerciseKind,
  FocusArea,
  Goal,
  IllnessGroup,
} from '../../../shared/domain';
import { addDays, daysBetween, isoWeekday } from '../shared/dates';
import { hashUnit } from '../shared/random';
import { redFlagReasons } from '../shared/red-flags';
import { touches, withRelatedRegions } from '../shared/regions';

/** Length of a focus phase (spec §9: 4 weeks). */
export const PHASE_DAYS = 28;
/** Units per plan day (spec §9). */
export const UNITS_PER_DAY = 4;
/** An exercise should not come back within this many days when the catalogue allows. */
export const ROTATION_DAYS = 7;
/** Focus areas that bring one mental-strength exercise into each plan day. */
export const MENTAL_FOCUS: readonly FocusArea[] = ['mental', 'attention', 'sleep', 'management'];

export interface PlanExercise {
  id: number;
  kind: ExerciseKind;
  level: number;
  equipment: ExerciseEquipment;
  undercover: boolean;
  durationSeconds: number;
  regions: readonly BodyRegion[];
  contraindicatedRegions: readonly BodyRegion[];
  gentle: boolean;
  focus: readonly FocusArea[];
  goals: readonly Goal[];
}

export interface PlanProfile {
  skipped: boolean;
  /** 0–3. */
  fitness: number;
  equipment: AnamnesisEquipment | null;
  /** Minutes per day: 5, 10, 15, 30 or 31 (more than 30); null = not answered. */
  time: number | null;
  /** Undercover preference: 0 = at the desk, 1 = anywhere; null = not answered. */
  suitability: number | null;
  adjustableTable: boolean | null;
  goals: readonly Goal[];
  focus: readonly FocusArea[];
  physicalHealth: readonly IllnessGroup[];
}

export interface PlanInjury {
  region: BodyRegion;
  duration: number;
  examined: boolean;
  painful: boolean;
  severity: number;
  worsening: boolean;
  accident: boolean;
  numbness: boolean;
}

export interface PlanDislike {
  exerciseId: number;
  onlyToday: boolean;
  /** The day an onlyToday dislike applies to. */
  date: string;
}

export interface PlanUnitRef {
  date: string;
  position: number;
  exerciseId: number;
}

export interface PlanInput {
  /** Tie-break seed (the user id): keeps a user's plan stable and different users' plans varied. */
  seed: number;
  /** First day of the focus phase. */
  startsOn: string;
  /** ISO weekdays (1 = Monday) the plan days fall on; at least one. */
  weekdays: readonly number[];
  profile: PlanProfile;
  injuries: readonly PlanInjury[];
  exercises: readonly PlanExercise[];
  favourites: readonly number[];
  dislikes: readonly PlanDislike[];
  /** Units that stay as they are (started/done ones, earlier days, the previous phase); they count for rotation. */
  fixed?: readonly PlanUnitRef[];
  /** Only plan days on or after this date get new units (default: startsOn). */
  fillFrom?: string;
}

export interface PlanDay {
  day: number;
  date: string;
}

export interface PlannedUnit extends PlanUnitRef {
  day: number;
}

export interface PlanOutput {
  startsOn: string;
  endsOn: string;
  days: PlanDay[];
  /** The new units only (fixed units are not repeated). */
  units: PlannedUnit[];
}

/** The plan days of a phase: every date of the 28 days whose ISO weekday is one of `weekdays`. */
export function planDays(startsOn: string, weekdays: readonly number[]): readonly PlanDay[] {
  // the dashboard asks every visit, twice (is the plan current? which day is today?): the same few phases
  const key = `${startsOn}:${weekdays.join(',')}`;
  let days = planDaysMemo.get(key);
  if (!days) {
    if (planDaysMemo.size >= PLAN_DAYS_MEMO_SIZE) planDaysMemo.clear();
    days = Object.freeze(computePlanDays(startsOn, weekdays).map((d) => Object.freeze(d)));
    planDaysMemo.set(key, days);
  }
  return days;
}

const PLAN_DAYS_MEMO_SIZE = 1000;
const planDaysMemo = new Map<string, readonly PlanDay[]>();

function computePlanDays(startsOn: string, weekdays: readonly number[]): PlanDay[] {
  const set = new Set(weekdays);
  const days: PlanDay[] = [];
  for (let offset = 0; offset < PHASE_DAYS; offset++) {
    const date = addDays(startsOn, offset);
    if (set.has(isoWeekday(date))) days.push({ day: days.length + 1, date });
  }
  return days;
}

/** Last day of a phase. */
export function phaseEnd(startsOn: string): string {
  return addDays(startsOn, PHASE_DAYS - 1);
}

/** The rules a profile and its pain points imply (computed once per plan). */
interface Rules {
  equipment: ReadonlySet<ExerciseEquipment>;
  maxLevel: number;
  preferredLevel: number;
  /** Longest exercise that lets 4 fit into the user's daily minutes. */
  maxSeconds: number;
  undercover: 'required' | 'preferred' | 'none';
  /** Exercises contraindicated for one of these are never planned. */
  blocked: ReadonlySet<BodyRegion>;
  /** Painful regions without red flag: only gentle exercises may target them, and those are favoured. */
  painful: ReadonlySet<BodyRegion>;
  /** Regions with a red flag: nothing targets them until a doctor has seen them. */
  redFlagged: ReadonlySet<BodyRegion>;
  mental: boolean;
  favourites: ReadonlySet<number>;
  focus: ReadonlySet<FocusArea>;
  goals: ReadonlySet<Goal>;
  /** Kind wanted at each position (standardized plan only). */
  kindPattern: readonly ExerciseKind[] | null;
}

const EQUIPMENT: Record<AnamnesisEquipment, ExerciseEquipment[]> = {
  none: ['none'],
  band: ['none', 'band'],
  ball: ['none', 'ball'],
  all: ['none', 'band', 'ball'],
};

/** Highest and preferred level by fitness 0–3. */
const MAX_LEVEL = [1, 2, 3, 3] as const;
const PREFERRED_LEVEL = [1, 1, 2, 3] as const;

function clampFitness(fitness: number): 0 | 1 | 2 | 3 {
  return Math.min(3, Math.max(0, Math.round(fitness))) as 0 | 1 | 2 | 3;
}

export function rulesFor(input: Pick<PlanInput, 'profile' | 'injuries' | 'favourites'>): Rules {
  const { profile } = input;
  const fitness = clampFitness(profile.fitness);
  // heart and lung conditions: no hard exercises whatever the stated fitness
  const cautious = profile.physicalHealth.some(
    (group) => group === 'cardiovascular' || group === 'respiratory',
  );
  const maxLevel = Math.min(MAX_LEVEL[fitness], cautious ? 2 : 3);
  const minutes = profile.time ?? 30;
  const maxSeconds = Math.min(300, Math.floor((minutes * 60) / UNITS_PER_DAY));

  const redFlaggedInjuries = input.injuries.filter((injury) => redFlagReasons(injury).length > 0);
  const openInjuries = input.injuries.filter((injury) => injury.painful || redFlagReasons(injury).length > 0);
  const redFlagged = withRelatedRegions(redFlaggedInjuries.map((injury) => injury.region));
  const painful = withRelatedRegions(openInjuries.map((injury) => injury.region));
  for (const region of redFlagged) painful.delete(region);

  let undercover: Rules['undercover'] = 'none';
  if (profile.suitability === 0) undercover = profile.adjustableTable ? 'preferred' : 'required';

  return {
    equipment: new Set(EQUIPMENT[profile.equipment ?? 'none']),
    maxLevel,
    preferredLevel: Math.min(PREFERRED_LEVEL[fitness], maxLevel),
    maxSeconds,
    undercover,
    blocked: withRelatedRegions(openInjuries.map((injury) => injury.region)),
    painful,
    redFlagged,
    mental: profile.focus.some((focus) => MENTAL_FOCUS.includes(focus)),
    favourites: new Set(input.favourites),
    focus: new Set(profile.focus),
    goals: new Set(profile.goals),
    kindPattern: profile.skipped ? ['mobility', 'strengthening', 'mobility', 'strengthening'] : null,
  };
}

/** The hard rules that do not depend on the day: equipment, level, safety, mental only when wanted. */
export function isAllowed(exercise: PlanExercise, rules: Rules): boolean {
  if (exercise.kind === 'mental' && !rules.mental) return false;
  if (!rules.equipment.has(exercise.equipment)) return false;
  if (exercise.level > rules.maxLevel) return false;
  if (touches(exercise.contraindicatedRegions, rules.blocked)) return false;
  if (touches(exercise.regions, rules.redFlagged)) return false;
  if (touches(exercise.regions, rules.painful) && !exercise.gentle) return false;
  return true;
}

/** Whether a dislike takes the exercise out on `date`. */
function isDisliked(dislikes: ReadonlyMap<number, PlanDislike>, exerciseId: number, date: string): boolean {
  const dislike = dislikes.get(exerciseId);
  return dislike !== undefined && (!dislike.onlyToday || dislike.date === date);
}

/** How much an exercise suits the profile (higher is better); see DECISIONS.md for the weights. */
function score(
  exercise: PlanExercise,
  rules: Rules,
  position: number,
  kindsToday: readonly ExerciseKind[],
): number {
  let value = 0;
  for (const focus of exercise.focus) if (rules.focus.has(focus)) value += 4;
  for (const goal of exercise.goals) if (rules.goals.has(goal)) value += 2;
  if (rules.favourites.has(exercise.id)) value += 8;
  if (exercise.gentle && touches(exercise.regions, rules.painful)) value += 4;
  value -= 1.5 * Math.abs(exercise.level - rules.preferredLevel);
  if (rules.undercover === 'preferred' && exercise.undercover) value += 2;
  value -= 3 * kindsToday.filter((kind) => kind === exercise.kind).length;
  if (rules.kindPattern && rules.kindPattern[position - 1] === exercise.kind) value += 6;
  return value;
}

/** Picks exercises for single positions; keeps track of what was used on which day. */
export interface Planner {
  /** The best exercise for `date`/`position` given what that day already holds, or null when nothing is allowed. */
  pick(date: string, position: number, dayExerciseIds: readonly number[]): number | null;
  /** Records a unit (for rotation and the day's mix). */
  use(unit: PlanUnitRef): void;
}

export function createPlanner(input: PlanInput): Planner {
  const rules = rulesFor(input);
  const allowed = input.exercises.filter((exercise) => isAllowed(exercise, rules));
  const byId = new Map(input.exercises.map((exercise) => [exercise.id, exercise]));
  const dislikes = new Map(input.dislikes.map((dislike) => [dislike.exerciseId, dislike]));
  const usage = new Map<number, string[]>();

  const use = (unit: PlanUnitRef) => {
    const dates = usage.get(unit.exerciseId) ?? [];
    dates.push(unit.date);
    usage.set(unit.exerciseId, dates);
  };
  for (const unit of input.fixed ?? []) use(unit);

  /** 0 when not used within the rotation window around `date`, else higher the closer the last use. */
  const recency = (exerciseId: number, date: string): number => {
    let nearest = Infinity;
    for (const used of usage.get(exerciseId) ?? []) {
      const distance = Math.abs(daysBetween(used, date));
      if (distance > 0) nearest = Math.min(nearest, distance);
    }
    return nearest < ROTATION_DAYS ? ROTATION_DAYS - nearest : 0;
  };

  const pick: Planner['pick'] = (date, position, dayExerciseIds) => {
    const today = dayExerciseIds.map((id) => byId.get(id)).filter((e): e is PlanExercise => e !== undefined);
    const kindsToday = today.map((exercise) => exercise.kind);
    const mentalToday = kindsToday.includes('mental');
    const candidates = allowed.filter(
      (exercise) => !dayExerciseIds.includes(exercise.id) && !isDisliked(dislikes, exercise.id, date),
    );
    const physical = candidates.filter((exercise) => exercise.kind !== 'mental');
    // the last free position of a day holds its one mental-strength exercise, when the focus asks for it
    const wantMental = rules.mental && !mentalToday && position === UNITS_PER_DAY;
    const mental = wantMental ? candidates.filter((exercise) => exercise.kind === 'mental') : [];
    const pool = mental.length ? mental : physical;

    let best: { id: number; key: number[] } | null = null;
    for (const exercise of pool) {
      const key = [
        exercise.durationSeconds > rules.maxSeconds ? 1 : 0,
        rules.undercover === 'required' && !exercise.undercover ? 1 : 0,
        recency(exercise.id, date),
        -(score(exercise, rules, position, kindsToday) + 2 * hashUnit(input.seed, date, exercise.id)),
        exercise.id,
      ];
      if (!best || compareKeys(key, best.key) < 0) best = { id: exercise.id, key };
    }
    return best?.id ?? null;
  };

  return { pick, use };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Builds the units of a focus phase (see PlanInput for fixed units and fillFrom). */
export function generatePlan(input: PlanInput): PlanOutput {
  const days = computePlanDays(input.startsOn, input.weekdays);
  const fillFrom = input.fillFrom ?? input.startsOn;
  const planner = createPlanner(input);
  const fixedByDate = new Map<string, PlanUnitRef[]>();
  for (const unit of input.fixed ?? []) {
    const list = fixedByDate.get(unit.date) ?? [];
    list.push(unit);
    fixedByDate.set(unit.date, list);
  }

  const units: PlannedUnit[] = [];
  for (const { day, date } of days) {
    if (date < fillFrom) continue;
    const fixed = fixedByDate.get(date) ?? [];
    const ids = fixed.map((unit) => unit.exerciseId);
    for (let position = 1; position <= UNITS_PER_DAY; position++) {
      if (fixed.some((unit) => unit.position === position)) continue;
      const exerciseId = planner.pick(date, position, ids);
      if (exerciseId === null) continue;
      const unit = { date, day, position, exerciseId };
      planner.use(unit);
      ids.push(exerciseId);
      units.push(unit);
    }
  }
  return { startsOn: input.startsOn, endsOn: phaseEnd(input.startsOn), days, units };
}
