// GET strikes and trained_days: the user's strike and the calendar of days with a finished exercise.
import type { Strike } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { computeStrike, daysBetween, monthStart } from '../../kernel';
import { todayOf } from '../context';
import type { TrainedDaysQuery } from '../schemas';
import type { ActivityDeps } from './deps';

/** Longest range of GET trained_days. */
export const MAX_TRAINED_DAYS_RANGE = 366;

function invalidParam(name: string, message: string): AppError {
  return new AppError('invalid_data', 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
    params: { [name]: message },
  });
}

export async function strike({ repo, clock }: ActivityDeps, userId: number): Promise<Strike> {
  const user = await repo.user(userId);
  const days = await repo.pointDays(userId, user.timeZone);
  return computeStrike(days, todayOf(user, clock()), user.absence);
}

export async function trainedDays(
  { repo, clock }: ActivityDeps,
  userId: number,
  query: TrainedDaysQuery,
): Promise<{ days: string[] }> {
  const user = await repo.user(userId);
  const to = query.to ?? todayOf(user, clock());
  const from = query.from ?? monthStart(to);
  if (from > to) throw invalidParam('from', 'from must not be after to.');
  if (daysBetween(from, to) >= MAX_TRAINED_DAYS_RANGE) {
    throw invalidParam('to', `The range may span at most ${MAX_TRAINED_DAYS_RANGE} days.`);
  }
  return { days: await repo.trainedDates(userId, from, to) };
}
