// The weekly series of the progress screen in one statement: generate_series makes one row per ISO week (also
// for weeks without any activity), the activity, points and pain history are joined to it, never read per week.
import { type Kysely, sql } from 'kysely';
import type { Database, PainSnapshotPoint } from '../../db/schema';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';
import { type Absence, safeTimeZone } from '../kernel';

/** Shop redemptions and their refunds: spent points, not earned or lost ones. */
const REDEEMED_REASONS = ['shop_order', 'shop_refund'];
const WEEKLY_GOAL_REASON = 'weekly_goal';

export interface WeekRow {
  start: string;
  seconds: number;
  finished: number;
  earned: number;
  redeemed: number;
  goal_reached: boolean;
  pain: PainSnapshotPoint[] | null;
}

export interface ProgressUser {
  timeZone: string;
  absence: Absence;
}

/** Time zone and absence (the strike rule's inputs); undefined for an unknown id. */
export async function findProgressUser(
  db: Kysely<Database>,
  userId: number,
): Promise<ProgressUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['time_zone', 'absence_from', 'absence_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      timeZone: safeTimeZone(row.time_zone),
      absence: { from: row.absence_from, until: row.absence_until },
    }
  );
}

/**
 * One row per ISO week from the Monday `first` to the Monday `last`, both 'YYYY-MM-DD'. A point event counts on
 * its activity day (older rows: the Berlin day of created_at); the pain of a week is the last snapshot saved
 * before the week ended in Europe/Berlin.
 */
export async function weeklyRows(
  db: Kysely<Database>,
  userId: number,
  first: string,
  last: string,
): Promise<WeekRow[]> {
  const zone = sql.lit(BUSINESS_TIME_ZONE);
  const { rows } = await sql<WeekRow>`
    with weeks as (
      select d::date as start from generate_series(${first}::date, ${last}::date, interval '7 days') as d
    ),
    activity as (
      select date_trunc('week', a.activity_date::timestamp)::date as start,
             sum(a.duration_seconds)::int as seconds, count(*)::int as finished
        from exercise_activity a
       where a.user_id = ${userId} and a.kind = 'finish'
         and a.activity_date >= ${first}::date and a.activity_date < ${last}::date + 7
       group by 1
    ),
    events as (
      select p.points, p.reason, coalesce(p.activity_date, (p.created_at at time zone ${zone})::date) as day
        from point_events p
       where p.user_id = ${userId}
    ),
    points as (
      select date_trunc('week', e.day::timestamp)::date as start,
             coalesce(sum(e.points) filter (where e.points > 0 and e.reason not in (${sql.join(REDEEMED_REASONS)})), 0)::int as earned,
             coalesce(-sum(e.points) filter (where e.reason in (${sql.join(REDEEMED_REASONS)})), 0)::int as redeemed,
             bool_or(e.reason = ${WEEKLY_GOAL_REASON}) as goal_reached
        from events e
       where e.day >= ${first}::date and e.day < ${last}::date + 7
       group by 1
    )
    select to_char(w.start, 'YYYY-MM-DD') as start,
           coalesce(a.seconds, 0) as seconds, coalesce(a.finished, 0) as finished,
           coalesce(p.earned, 0) as earned, coalesce(p.redeemed, 0) as redeemed,
           coalesce(p.goal_reached, false) as goal_reached, h.pain
      from weeks w
      left join activity a on a.start = w.start
      left join points p on p.start = w.start
      left join lateral (
        select hh.pain from health_profile_history hh
         where hh.user_id = ${userId}
           and hh.recorded_at < ((w.start + 7)::timestamp at time zone ${zone})
         order by hh.recorded_at desc, hh.id desc
         limit 1
      ) h on true
     order by w.start`.execute(db);
  return rows;
}
