// current_units, day_units, current_day, start_unit, finish_unit.
import type { ContentLang, CurrentUnits, ExerciseSummary, UnitJson } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { toExerciseSummary } from '../shared/exercise-json';
import { findSummaries } from '../shared/exercise-repository';
import type { TrainingContext } from '../shared/context';
import { todayIn } from '../shared/dates';
import { ensureCurrentPlan } from './builder';
import { type PlanDay, planDays } from './generator';
import { toUnits } from './mappers';
import {
  findDayUnitsWithSummaries,
  findUnit,
  findUnitsBetween,
  findZoneAndPlan,
  markUnitDone,
  markUnitStarted,
  type UnitRow,
} from './repository';

export interface DayUnits {
  units: UnitJson[];
  day: number;
  date: string;
}

export interface CurrentDay {
  day: number;
  maxDay: number;
  days: Array<{ day: number; date: string; done: number; total: number }>;
}

export interface PlanService {
  currentUnits(userId: number, lang: ContentLang): Promise<CurrentUnits>;
  dayUnits(userId: number, day: number, lang: ContentLang): Promise<DayUnits>;
  currentDay(userId: number): Promise<CurrentDay>;
  startUnit(userId: number, unitId: number, lang: ContentLang): Promise<{ unit: UnitJson }>;
  finishUnit(
    userId: number,
    unitId: number,
    lang: ContentLang,
  ): Promise<{ unit: UnitJson; dayDone: boolean }>;
}

interface Phase {
  today: string;
  days: readonly PlanDay[];
  /** The plan day of today, else the next one. */
  current: PlanDay | undefined;
  /** Units of the phase's plan days. */
  units: UnitRow[];
}

const unitInvalid = () => new AppError('not_found', 'rest_unit_invalid', 'Invalid unit ID.');
const unitNotFinished = () =>
  new AppError('conflict', 'rest_unit_not_finished', 'Finish the exercise of this unit first.');

export function createPlanService(ctx: TrainingContext): PlanService {
  const { db } = ctx;

  /** The current phase's plan days, without its units. */
  async function planOf(userId: number): Promise<Omit<Phase, 'units'> & { range: [string, string] | null }> {
    // zone and plan in one statement; a missing or ended plan is (re)built as before
    const read = await findZoneAndPlan(db, userId);
    const today = todayIn(read?.timeZone, ctx.clock());
    const plan = await ensureCurrentPlan(db, userId, today, { plan: read?.plan });
    if (!plan) return { today, days: [], current: undefined, range: null };
    const days = planDays(plan.starts_on, plan.weekdays);
    return { today, days, current: days.find((d) => d.date >= today), range: [plan.starts_on, plan.ends_on] };
  }

  /** Plan units between two dates (day 0 marks units outside the phase's plan days). */
  async function unitsBetween(userId: number, from: string, to: string): Promise<UnitRow[]> {
    return (await findUnitsBetween(db, userId, from, to)).filter((u) => u.day > 0);
  }

  async function phase(userId: number): Promise<Phase> {
    const { range, ...plan } = await planOf(userId);
    return { ...plan, units: range ? await unitsBetween(userId, range[0], range[1]) : [] };
  }

  async function unitsJson(userId: number, rows: UnitRow[], lang: ContentLang): Promise<UnitJson[]> {
    const ids = [...new Set(rows.map((r) => r.exercise_id))];
    const summaries = await findSummaries(db, lang, userId, { ids });
    const byId = new Map<number, ExerciseSummary>(summaries.map((s) => [s.id, toExerciseSummary(s)]));
    return toUnits(rows, byId);
  }

  async function unitJson(userId: number, row: UnitRow, lang: ContentLang): Promise<UnitJson> {
    const [unit] = await unitsJson(userId, [row], lang);
    if (!unit) throw unitInvalid();
    return unit;
  }

  return {
    async currentUnits(userId, lang) {
      // the dashboard asks often: read only the current day's units, not the whole phase
      const { today, days, current } = await planOf(userId);
      if (!current) return { units: [], day: 0, date: today, maxDay: days.length, done: 0, total: 0, today };
      // the day's units and their exercises in one statement (day 0: outside the phase's plan days)
      const read = (await findDayUnitsWithSummaries(db, userId, current.date, lang)).filter(
        (r) => r.unit.day > 0,
      );
      const rows = read.map((r) => r.unit);
      const byId = new Map<number, ExerciseSummary>();
      for (const { unit, summary } of read) {
        if (summary && !byId.has(unit.exercise_id)) byId.set(unit.exercise_id, toExerciseSummary(summary));
      }
      return {
        units: toUnits(rows, byId),
        day: current.day,
        date: current.date,
        maxDay: days.length,
        done: rows.filter((u) => u.status === 'done').length,
        total: rows.length,
        // the client tells "today is no training day" by this, not by the device's clock
        today,
      };
    },

    async dayUnits(userId, day, lang) {
      const { days, units } = await phase(userId);
      const planDay = days.find((d) => d.day === day);
      if (!planDay) throw new AppError('not_found', 'rest_day_invalid', 'Invalid plan day.');
      const rows = units.filter((u) => u.plan_date === planDay.date);
      return { units: await unitsJson(userId, rows, lang), day, date: planDay.date };
    },

    async currentDay(userId) {
      const { days, current, units } = await phase(userId);
      return {
        day: current?.day ?? 0,
        maxDay: days.length,
        days: days.map(({ day, date }) => {
          const rows = units.filter((u) => u.plan_date === date);
          return { day, date, done: rows.filter((u) => u.status === 'done').length, total: rows.length };
        }),
      };
    },

    async startUnit(userId, unitId, lang) {
      const row = await markUnitStarted(db, userId, unitId);
      if (!row) throw unitInvalid();
      return { unit: await unitJson(userId, row, lang) };
    },

    async finishUnit(userId, unitId, lang) {
      const row = await markUnitDone(db, userId, unitId);
      // told apart only on failure: someone else's unit is not found, an own one is not finished yet
      if (!row) throw (await findUnit(db, userId, unitId)) ? unitNotFinished() : unitInvalid();
      const sameDay = await findUnitsBetween(db, userId, row.plan_date, row.plan_date);
      return {
        unit: await unitJson(userId, row, lang),
        dayDone: sameDay.length > 0 && sameDay.every((u) => u.status === 'done'),
      };
    },
  };
}
