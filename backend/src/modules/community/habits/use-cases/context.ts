// What every habit use case shares: the deps, the caller's today (read, or with the user row locked for a
// write), the missing-habit error and the two lists GET and PUT habits answer with.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { contentLangOf, type ContentLang } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import { type Clock, localDate, safeTimeZone } from '../../../kernel';
import { loadCommunityUser } from '../../shared/members';
import { type Habit, isHabitFinished, toHabit } from '../mappers';
import type { HabitRow, HabitsRepository, HabitsTx } from '../repository';

/** Most finished habits GET habits lists. */
const FINISHED_LIST_LIMIT = 100;

/** The deps of every use case; `clock` decides what "today" is. */
export interface HabitsDeps {
  repo: HabitsRepository;
  db: Kysely<Database>;
  clock: Clock;
}

export interface HabitLists {
  habits: Habit[];
  finished: Habit[];
}

export function invalidHabit(): AppError {
  return new AppError('not_found', 'rest_habit_invalid', 'Invalid habit ID.');
}

export function splitLists(rows: HabitRow[], today: string): HabitLists {
  const habits: Habit[] = [];
  const finished: Habit[] = [];
  for (const row of rows) (isHabitFinished(row, today) ? finished : habits).push(toHabit(row, today));
  finished.sort((a, b) => (b.closed_on ?? b.to).localeCompare(a.closed_on ?? a.to) || b.id - a.id);
  return { habits, finished: finished.slice(0, FINISHED_LIST_LIMIT) };
}

/** Today where the user lives. */
export async function todayOf({ db, clock }: HabitsDeps, userId: number): Promise<string> {
  const user = await loadCommunityUser(db, userId);
  return localDate(clock(), user.timeZone);
}

/** Locks the user row (one user's writes run one by one) and gives their today and content language. */
export async function lockCaller(
  { clock }: HabitsDeps,
  tx: HabitsTx,
  userId: number,
): Promise<{ today: string; lang: ContentLang }> {
  const user = await tx.lockUser(userId);
  if (!user) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
  return { today: localDate(clock(), safeTimeZone(user.timeZone)), lang: contentLangOf(user.lang) };
}
