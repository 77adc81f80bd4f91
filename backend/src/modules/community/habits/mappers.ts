// The Habit and HabitAction JSON (docs/api-community.md "Habits").
import type { Habit, HabitAction } from '../../../shared/domain';
import { daysBetween } from '../../kernel';
import type { HabitActionRow, HabitRow } from './repository';

// The JSON shapes are the wire types shared with the community app (@officefit/domain).
export type { Habit, HabitAction } from '../../../shared/domain';

/**
 * The runtime was completed: not deleted, not closed before its last day, and the last day is over (or it is
 * today and checked off). Counts for the completed-habits award.
 */
export function isHabitCompleted(
  habit: Pick<HabitRow, 'status' | 'date_to' | 'closed_on' | 'days'>,
  today: string,
): boolean {
  if (habit.status === 'deleted') return false;
  if (habit.closed_on !== null && habit.closed_on < habit.date_to) return false;
  return habit.date_to < today || (habit.date_to === today && habit.days.includes(today));
}

/** Finished: closed by the user, or its runtime is over. */
export function isHabitFinished(habit: Pick<HabitRow, 'status' | 'date_to'>, today: string): boolean {
  return habit.status === 'finished' || habit.date_to < today;
}

export function toHabit(row: HabitRow, today: string): Habit {
  const finished = isHabitFinished(row, today);
  return {
    id: row.id,
    name: row.name,
    typ: row.typ,
    own: row.suggestion === null,
    suggestion: row.suggestion,
    from: row.date_from,
    to: row.date_to,
    status: finished ? 'finished' : 'active',
    days: row.days,
    completed_days: row.days.length,
    total_days: daysBetween(row.date_from, row.date_to) + 1,
    done_today: row.days.includes(today),
    closed_on: row.closed_on,
    completed: isHabitCompleted(row, today),
  };
}

export function toHabitAction(row: HabitActionRow): HabitAction {
  return { id: row.id, habit: row.habit, name: row.name, typ: row.typ, day: row.day };
}
