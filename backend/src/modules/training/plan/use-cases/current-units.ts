// current_units: the dashboard's day, read often — only the current day's units, not the whole phase.
import type { ContentLang, CurrentUnits, ExerciseSummary } from '../../../../shared/domain';
import type { TrainingContext } from '../../shared/context';
import { toExerciseSummary } from '../../shared/exercise-json';
import { toUnits } from '../mappers';
import { findDayUnitsWithSummaries } from '../repository';
import { planOf } from './phase';

export async function currentUnits(
  ctx: TrainingContext,
  userId: number,
  lang: ContentLang,
): Promise<CurrentUnits> {
  const { db } = ctx;
  // the dashboard asks often: read only the current day's units, not the whole phase
  const { today, days, current } = await planOf(ctx, userId);
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
}
