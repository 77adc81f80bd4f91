// GET and PUT weekly_goal: the week's trained days against the goal. Changing the goal never awards the weekly
// bonus by itself: the next finished exercise does.
import type { WeeklyGoal } from '../../../shared/domain';
import { computeWeeklyGoal, isoWeekDates } from '../../kernel';
import { todayOf } from '../context';
import type { ActivityReads } from '../repository';
import type { WeeklyGoalBody } from '../schemas';
import type { ActivityDeps } from './deps';

async function weeklyGoalOf(
  reads: ActivityReads,
  user: { id: number; weekdays: number[]; storedTarget: number },
  today: string,
): Promise<WeeklyGoal> {
  const week = isoWeekDates(today);
  const trainedDates = await reads.trainedDates(user.id, week[0]!, week[6]!);
  return computeWeeklyGoal({ weekdays: user.weekdays, storedTarget: user.storedTarget, trainedDates, today });
}

export async function weeklyGoal({ repo, clock }: ActivityDeps, userId: number): Promise<WeeklyGoal> {
  const user = await repo.user(userId);
  return weeklyGoalOf(repo, user, todayOf(user, clock()));
}

export async function setWeeklyGoal(
  { repo, clock }: ActivityDeps,
  userId: number,
  body: WeeklyGoalBody,
): Promise<WeeklyGoal> {
  const weekdays = [...body.weekdays].sort((a, b) => a - b);
  // changing the goal never awards the weekly bonus by itself: the next finished exercise does
  return repo.transaction(async (tx) => {
    const user = await tx.lockUser(userId);
    const target = body.target ?? weekdays.length;
    await tx.setWeeklyGoal(userId, weekdays, target);
    return weeklyGoalOf(tx, { ...user, weekdays, storedTarget: target }, todayOf(user, clock()));
  });
}
