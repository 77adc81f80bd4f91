// The plan's life cycle on top of the pure generator: a new focus phase (profile saved or skipped, phase over),
// refilling the open days after a restored dislike, and replacing a disliked exercise. Callers pass a
// transaction; the user row is locked first so two requests never build the same plan twice.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { findPlanExercises } from '../shared/exercise-repository';
import { addDays } from '../shared/dates';
import {
  createPlanner,
  generatePlan,
  type PlanInput,
  type PlanProfile,
  type PlanUnitRef,
  phaseEnd,
  planDays,
  ROTATION_DAYS,
} from './generator';
import {
  deleteOpenUnitsFrom,
  deletePlan,
  deleteUnit,
  findDislikes,
  findFavouriteIds,
  findPlan,
  findPlanUser,
  findProfile,
  findUnitsBetween,
  insertUnits,
  type PlanRow,
  renumberUnits,
  savePlan,
  setUnitExercise,
  type StoredProfile,
  type UnitRow,
} from './repository';

/** Plan weekdays: the user's weekdays; without any, the first `workoutdays` weekdays (Mon–Fri when skipped). */
export function planWeekdays(
  userWeekdays: readonly number[],
  workoutdays: number,
  skipped: boolean,
): number[] {
  const days = [...new Set(userWeekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (days.length) return days;
  const count = skipped ? 5 : Math.min(7, Math.max(1, workoutdays));
  return Array.from({ length: count }, (_, i) => i + 1);
}

export function toPlanProfile(stored: StoredProfile): PlanProfile {
  const a = stored.anamnesis;
  return {
    skipped: a.skipped,
    fitness: a.fitness,
    equipment: a.equipment,
    time: a.time,
    suitability: a.suitability,
    adjustableTable: a.adjustable_table,
    goals: a.goals,
    focus: a.focus,
    physicalHealth: a.physical_health,
  };
}

const toRef = (unit: UnitRow): PlanUnitRef => ({
  date: unit.plan_date,
  position: unit.position,
  exerciseId: unit.exercise_id,
});

/** Everything the generator needs except the dates and fixed units. */
async function loadInput(
  db: Kysely<Database>,
  userId: number,
  stored: StoredProfile,
): Promise<Omit<PlanInput, 'startsOn' | 'weekdays'>> {
  const [exercises, favourites, dislikes] = await Promise.all([
    findPlanExercises(db),
    findFavouriteIds(db, userId),
    findDislikes(db, userId),
  ]);
  return {
    seed: userId,
    profile: toPlanProfile(stored),
    injuries: stored.injuries,
    exercises,
    favourites,
    dislikes,
  };
}

/**
 * Starts a new 28-day focus phase on `today`: open units from today on are dropped, started/done ones stay in
 * their place, the last week before counts for rotation. Without a completed profile the plan is removed.
 */
export async function buildNewPhase(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<PlanRow | null> {
  const user = await findPlanUser(db, userId, true);
  const stored = await findProfile(db, userId);
  if (!user || !stored) {
    await deletePlan(db, userId);
    return null;
  }
  const weekdays = planWeekdays(user.weekdays, stored.anamnesis.workoutdays, stored.anamnesis.skipped);
  await deleteOpenUnitsFrom(db, userId, today);
  const fixed = (await findUnitsBetween(db, userId, addDays(today, -ROTATION_DAYS), phaseEnd(today))).map(
    toRef,
  );
  const plan = generatePlan({
    ...(await loadInput(db, userId, stored)),
    startsOn: today,
    weekdays,
    fixed,
    fillFrom: today,
  });
  await insertUnits(db, userId, plan.units);
  await renumberUnits(db, userId, today, new Map(plan.days.map((d) => [d.date, d.day])));
  return savePhase(db, { userId, startsOn: today, endsOn: plan.endsOn, weekdays, seed: userId });
}

async function savePhase(db: Kysely<Database>, plan: Parameters<typeof savePlan>[1]): Promise<PlanRow> {
  await savePlan(db, plan);
  const saved = await findPlan(db, plan.userId);
  if (!saved) throw new Error(`plan of user ${plan.userId} was not saved`);
  return saved;
}

/**
 * The plan that covers `today`, built when there is none yet or the phase has no plan day left (a new phase
 * starts today). Null without a completed health profile.
 */
export async function ensureCurrentPlan(
  db: Kysely<Database>,
  userId: number,
  today: string,
  /** The plan as the caller just read it (findZoneAndPlan), to save reading it again. */
  read?: { plan: PlanRow | undefined },
): Promise<PlanRow | null> {
  const current = read ? read.plan : await findPlan(db, userId);
  if (current && hasPlanDayFrom(current, today)) return current;
  return db.transaction().execute(async (trx) => {
    await findPlanUser(trx, userId, true);
    const again = await findPlan(trx, userId);
    if (again && hasPlanDayFrom(again, today)) return again;
    if (!(await findProfile(trx, userId))) return null;
    return buildNewPhase(trx, userId, today);
  });
}

function hasPlanDayFrom(plan: PlanRow, today: string): boolean {
  return today >= plan.starts_on && planDays(plan.starts_on, plan.weekdays).some((d) => d.date >= today);
}

/** Regenerates the open units after `today` (e.g. a restored exercise may come back from the next plan day). */
export async function refillAfter(db: Kysely<Database>, userId: number, today: string): Promise<void> {
  await findPlanUser(db, userId, true);
  const plan = await findPlan(db, userId);
  const stored = await findProfile(db, userId);
  if (!plan || !stored || plan.ends_on <= today) return;
  await deleteOpenUnitsFrom(db, userId, today, true);
  const fixed = (
    await findUnitsBetween(db, userId, addDays(plan.starts_on, -ROTATION_DAYS), plan.ends_on)
  ).map(toRef);
  const generated = generatePlan({
    ...(await loadInput(db, userId, stored)),
    startsOn: plan.starts_on,
    weekdays: plan.weekdays,
    fixed,
    fillFrom: addDays(today, 1),
  });
  await insertUnits(db, userId, generated.units);
}

/**
 * Gives the open units with `exerciseId` (today's only, or from today on) another fitting exercise; a unit
 * with no fitting exercise left is removed. Returns the ids of the units that changed.
 */
export async function replaceExercise(
  db: Kysely<Database>,
  userId: number,
  exerciseId: number,
  today: string,
  onlyToday: boolean,
): Promise<number[]> {
  await findPlanUser(db, userId, true);
  const plan = await findPlan(db, userId);
  const stored = await findProfile(db, userId);
  if (!plan || !stored) return [];
  const last = onlyToday ? today : plan.ends_on;
  const units = await findUnitsBetween(
    db,
    userId,
    addDays(today, -ROTATION_DAYS),
    addDays(last, ROTATION_DAYS),
  );
  const targets = units.filter(
    (u) => u.exercise_id === exerciseId && u.status === 'open' && u.plan_date >= today && u.plan_date <= last,
  );
  if (!targets.length) return [];
  const targetIds = new Set(targets.map((u) => u.id));
  const others = units.filter((u) => !targetIds.has(u.id));
  const planner = createPlanner({
    ...(await loadInput(db, userId, stored)),
    startsOn: plan.starts_on,
    weekdays: plan.weekdays,
    fixed: others.map(toRef),
  });
  const dayIds = new Map<string, number[]>();
  for (const unit of others)
    dayIds.set(unit.plan_date, [...(dayIds.get(unit.plan_date) ?? []), unit.exercise_id]);

  const changed: number[] = [];
  for (const unit of targets) {
    const taken = dayIds.get(unit.plan_date) ?? [];
    const replacement = planner.pick(unit.plan_date, unit.position, taken);
    if (replacement === null) {
      await deleteUnit(db, unit.id);
      continue;
    }
    planner.use({ date: unit.plan_date, position: unit.position, exerciseId: replacement });
    dayIds.set(unit.plan_date, [...taken, replacement]);
    await setUnitExercise(db, unit.id, replacement);
    changed.push(unit.id);
  }
  return changed;
}
