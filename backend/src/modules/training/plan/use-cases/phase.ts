// What the plan use cases share: the current phase (rebuilt when missing or ended) with its plan days and units,
// and units as the client sees them.
import type { ContentLang, ExerciseSummary, UnitJson } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import type { TrainingContext } from '../../shared/context';
import { todayIn } from '../../shared/dates';
import { toExerciseSummary } from '../../shared/exercise-json';
import { findSummaries } from '../../shared/exercise-repository';
import { ensureCurrentPlan } from '../builder';
import { type PlanDay, planDays } from '../generator';
import { toUnits } from '../mappers';
import { findUnitsBetween, findZoneAndPlan, type UnitRow } from '../repository';

export interface Phase {
  today: string;
  days: readonly PlanDay[];
  /** The plan day of today, else the next one. */
  current: PlanDay | undefined;
  /** Units of the phase's plan days. */
  units: UnitRow[];
}

export const unitInvalid = () => new AppError('not_found', 'rest_unit_invalid', 'Invalid unit ID.');

/** The current phase's plan days, without its units. */
export async function planOf(
  ctx: TrainingContext,
  userId: number,
): Promise<Omit<Phase, 'units'> & { range: [string, string] | null }> {
  const { db } = ctx;
  // zone and plan in one statement; a missing or ended plan is (re)built as before
  const read = await findZoneAndPlan(db, userId);
  const today = todayIn(read?.timeZone, ctx.clock());
  const plan = await ensureCurrentPlan(db, userId, today, { plan: read?.plan });
  if (!plan) return { today, days: [], current: undefined, range: null };
  const days = planDays(plan.starts_on, plan.weekdays);
  return { today, days, current: days.find((d) => d.date >= today), range: [plan.starts_on, plan.ends_on] };
}

/** Plan units between two dates (day 0 marks units outside the phase's plan days). */
async function unitsBetween(
  { db }: TrainingContext,
  userId: number,
  from: string,
  to: string,
): Promise<UnitRow[]> {
  return (await findUnitsBetween(db, userId, from, to)).filter((u) => u.day > 0);
}

export async function phase(ctx: TrainingContext, userId: number): Promise<Phase> {
  const { range, ...plan } = await planOf(ctx, userId);
  return { ...plan, units: range ? await unitsBetween(ctx, userId, range[0], range[1]) : [] };
}

export async function unitsJson(
  { db }: TrainingContext,
  userId: number,
  rows: UnitRow[],
  lang: ContentLang,
): Promise<UnitJson[]> {
  const ids = [...new Set(rows.map((r) => r.exercise_id))];
  const summaries = await findSummaries(db, lang, userId, { ids });
  const byId = new Map<number, ExerciseSummary>(summaries.map((s) => [s.id, toExerciseSummary(s)]));
  return toUnits(rows, byId);
}

export async function unitJson(
  ctx: TrainingContext,
  userId: number,
  row: UnitRow,
  lang: ContentLang,
): Promise<UnitJson> {
  const [unit] = await unitsJson(ctx, userId, [row], lang);
  if (!unit) throw unitInvalid();
  return unit;
}
