// GET me/progress: the user's weekly series for a range. Weeks are ISO weeks of the Berlin calendar (the business
// time zone), the running week last. The strike at a week's end comes from the one strike rule (kernel
// computeStrike) over the user's point days, read once: it depends on every earlier day, which SQL would
// have to restate.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  BUSINESS_TIME_ZONE,
  PROGRESS_RANGE_WEEKS,
  type ProgressRange,
  type ProgressResponse,
  type ProgressWeek,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { pointDays } from '../activity';
import { addDays, type Clock, computeStrike, isoWeek, isoWeekday, localDate } from '../kernel';
import { findProgressUser, weeklyRows, type WeekRow } from './repository';

export interface ProgressService {
  progress(userId: number, range: ProgressRange): Promise<ProgressResponse>;
}

function toWeek(row: WeekRow, strike: number): ProgressWeek {
  const open = (row.pain ?? []).filter((point) => point.painful);
  return {
    week: isoWeek(row.start),
    start: row.start,
    active_minutes: Math.round(row.seconds / 60),
    finished_exercises: row.finished,
    points_earned: row.earned,
    points_redeemed: row.redeemed,
    strike,
    weekly_goal_reached: row.goal_reached,
    pain_max: row.pain === null ? null : Math.max(0, ...open.map((point) => point.severity)),
    pain: open.map(({ region, severity }) => ({ region, severity })),
  };
}

export function createProgressService(db: Kysely<Database>, clock: Clock): ProgressService {
  return {
    async progress(userId, range) {
      const user = await findProgressUser(db, userId);
      if (!user) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
      const today = localDate(clock(), BUSINESS_TIME_ZONE);
      const lastMonday = addDays(today, 1 - isoWeekday(today));
      const firstMonday = addDays(lastMonday, -7 * (PROGRESS_RANGE_WEEKS[range] - 1));
      const [rows, days] = await Promise.all([
        weeklyRows(db, userId, firstMonday, lastMonday),
        pointDays(db, userId, user.timeZone),
      ]);
      const weeks = rows.map((row) => {
        const sunday = addDays(row.start, 6);
        const end = sunday < today ? sunday : today;
        return toWeek(row, computeStrike(days, end, user.absence).flames);
      });
      return { range, today, weeks };
    },
  };
}
