// day_units and current_day: the phase's plan days with their units and progress.
import type { ContentLang, UnitJson } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import type { TrainingContext } from '../../shared/context';
import { phase, unitsJson } from './phase';

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

export async function dayUnits(
  ctx: TrainingContext,
  userId: number,
  day: number,
  lang: ContentLang,
): Promise<DayUnits> {
  const { days, units } = await phase(ctx, userId);
  const planDay = days.find((d) => d.day === day);
  if (!planDay) throw new AppError('not_found', 'rest_day_invalid', 'Invalid plan day.');
  const rows = units.filter((u) => u.plan_date === planDay.date);
  return { units: await unitsJson(ctx, userId, rows, lang), day, date: planDay.date };
}

export async function currentDay(ctx: TrainingContext, userId: number): Promise<CurrentDay> {
  const { days, current, units } = await phase(ctx, userId);
  return {
    day: current?.day ?? 0,
    maxDay: days.length,
    days: days.map(({ day, date }) => {
      const rows = units.filter((u) => u.plan_date === date);
      return { day, date, done: rows.filter((u) => u.status === 'done').length, total: rows.length };
    }),
  };
}
