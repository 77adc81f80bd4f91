// Check-offs (action_habit): the caller's check-offs of a range, checking a day off and taking it back.
import { AppError } from '../../../../shared/errors';
import { addDays, daysBetween } from '../../../kernel';
import { invalidParam } from '../../shared/members';
import { type Habit, type HabitAction, toHabit, toHabitAction } from '../mappers';
import { type ActionsQuery, MAX_HABIT_DAYS, type PutActionBody } from '../schemas';
import { type HabitsDeps, invalidHabit, lockCaller, todayOf } from './context';

/** Default range of GET action_habit: the last 35 days. */
const DEFAULT_ACTION_DAYS = 35;

export async function actions(deps: HabitsDeps, userId: number, query: ActionsQuery): Promise<HabitAction[]> {
  const today = await todayOf(deps, userId);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - DEFAULT_ACTION_DAYS);
  if (from > to) throw invalidParam('from', 'from must not be after to.');
  if (daysBetween(from, to) > MAX_HABIT_DAYS) {
    throw invalidParam('from', `The range covers at most ${MAX_HABIT_DAYS} days.`);
  }
  return (await deps.repo.actions(userId, from, to)).map(toHabitAction);
}

export async function check(
  deps: HabitsDeps,
  userId: number,
  body: PutActionBody,
): Promise<{ action: HabitAction; habit: Habit }> {
  return deps.repo.transaction(async (tx) => {
    const { today } = await lockCaller(deps, tx, userId);
    const habit = await tx.find(userId, body.habit);
    if (!habit || habit.status !== 'active') throw invalidHabit();
    const day = body.day ?? today;
    if (day > today || day < habit.date_from || day > habit.date_to) {
      throw new AppError('invalid_data', 'habit_day_invalid', "This day is outside the habit's runtime.");
    }
    const actionId = await tx.check(userId, habit.id, day);
    const action = await tx.action(userId, actionId);
    const updated = await tx.find(userId, habit.id);
    if (!action || !updated) throw invalidHabit();
    return { action: toHabitAction(action), habit: toHabit(updated, today) };
  });
}

export async function uncheck(
  deps: HabitsDeps,
  userId: number,
  actionId: number,
): Promise<{ deleted: true; id: number; habit: Habit }> {
  return deps.repo.transaction(async (tx) => {
    const { today } = await lockCaller(deps, tx, userId);
    const habitId = await tx.uncheck(userId, actionId);
    if (habitId === undefined) {
      throw new AppError('not_found', 'rest_habit_action_invalid', 'Invalid habit action ID.');
    }
    const habit = await tx.find(userId, habitId);
    if (!habit) throw invalidHabit();
    return { deleted: true as const, id: actionId, habit: toHabit(habit, today) };
  });
}
