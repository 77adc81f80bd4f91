// The current user's profile in one query: user, company, current subscription, health-profile flag, points
// (sum and the local days with points, for the strike), finished exercises, steps, active habits and read
// articles (no N+1). Indexes: point_events (user_id, created_at), exercise_activity (user_id, activity_date),
// the primary keys of steps_entries and read_articles, habits (user_id).
//
// It is the hottest read of the app (every screen asks it), so it is one static statement (db/static-sql.ts): the
// text is written once and only `$1` (the user) and `$2` (now) change. The rules it shares with other queries —
// who has access, the membership state, the points sum and the days with points — are rendered from their one
// definition when the module loads.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import { fragmentSql, staticQuery } from '../../db/static-sql';
import type { Lang, MembershipKind, MembershipState, SubscriptionStatus } from '../../shared/domain';
import { effectiveState, grantsAccess } from '../../shared/membership';
import { pointsAndDays } from '../activity';
import { STEPS_GOAL } from '../kernel';

const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'nickname',
  'avatar',
  'lang',
  'roles',
  'birthdate',
  'phone_number',
  'time',
  'time2',
  'time3',
  'time4',
  'weekdays',
  'absence_from',
  'absence_until',
  'absence_reason',
  'termination_date',
  'company_id',
  'subcategory_id',
  'time_zone',
  'per_push',
  'per_mail',
  'sms',
  'newsletter',
  'participating',
  'stream_reminder',
  'notifications',
  'weekly_goal',
] as const;

type UserColumn = (typeof USER_COLUMNS)[number];

// A subscription counts while it is active and now() lies in [starts_at, ends_at); no ends_at = open-ended.
const IS_ACTIVE = fragmentSql(grantsAccess('s'));
const STATE = fragmentSql(effectiveState('s'));
const POINTS = pointsAndDays(sql`u.time_zone`);
// the user's local date at $2 (now)
const TODAY = '($2::timestamptz at time zone u.time_zone)::date';

const ME_SQL = `
select ${USER_COLUMNS.map((column) => `u."${column}"`).join(', ')},
  c.name as company_name, c.enable_subranking as company_enable_subranking,
  sub.kind as sub_kind, sub.status as sub_status, sub.state as sub_state, sub.ends_at as sub_ends_at,
  sub.active as sub_active,
  u.email_verified_at is not null as email_verified,
  (a.id is not null and not a.is_new) as has_anamnesis,
  to_char(${TODAY}, 'YYYY-MM-DD') as today,
  pts.total as fitness_points, pts.days as point_days,
  fin.total as exercises_total, fin.today as exercises_today, fin.seconds as exercise_seconds,
  st.total as steps_total, st.today as steps_today, st.goal_days as steps_goal_days,
  hab.active as habits_active,
  art.total as articles_total, art.today as articles_today,
  -- the 10 latest notifications (reminders; issue 13), index notifications_user_idx
  (select coalesce(json_agg(n), '[]'::json) from (
    select nt.id, nt.kind, nt.title, nt.body, nt.url, nt.created_at, nt.read_at from notifications nt
    where nt.user_id = u.id order by nt.created_at desc, nt.id desc limit 10) n) as recent_notifications
from users u
left join companies c on c.id = u.company_id
left join anamnesis a on a.user_id = u.id
left join lateral (
  select ${fragmentSql(POINTS.total)} as total, ${fragmentSql(POINTS.days)} as days
  from point_events p where p.user_id = u.id) pts on true
left join lateral (
  select count(*) as total, count(*) filter (where ea.activity_date = ${TODAY}) as today,
    coalesce(sum(ea.duration_seconds), 0) as seconds
  from exercise_activity ea where ea.user_id = u.id and ea.kind = 'finish') fin on true
left join lateral (
  select coalesce(sum(se.steps), 0) as total,
    coalesce(max(se.steps) filter (where se.entry_date = ${TODAY}), 0) as today,
    count(*) filter (where se.steps >= ${Number(STEPS_GOAL)}) as goal_days
  from steps_entries se where se.user_id = u.id) st on true
left join lateral (
  select count(*) as active from habits h
  where h.user_id = u.id and h.status = 'active' and h.date_to >= ${TODAY}) hab on true
left join lateral (
  select count(*) as total,
    count(*) filter (where (ra.read_at at time zone u.time_zone)::date = ${TODAY}) as today
  from read_articles ra where ra.user_id = u.id) art on true
-- the running subscription first, else the one that ended last; the guard's vocabulary for its status (active
-- while it grants access, a cancelled one too until its end date)
left join lateral (
  select s.kind, s.ends_at,
    case when ${IS_ACTIVE} then 'active' when s.status = 'awaiting_payment' then 'pending' else 'expired' end as status,
    ${STATE} as state,
    ${IS_ACTIVE} as active
  from subscriptions s where s.user_id = u.id and s.status != 'cancelled_renewal'
  order by ${IS_ACTIVE} desc, s.ends_at desc nulls first, s.id desc limit 1) sub on true
where u.id = $1`;

/** A row of the me query. */
export type MeRow = Pick<Selectable<UsersTable>, UserColumn> & {
  company_name: string | null;
  company_enable_subranking: boolean | null;
  sub_kind: MembershipKind | null;
  sub_status: SubscriptionStatus | null;
  sub_state: MembershipState | null;
  sub_ends_at: Date | null;
  sub_active: boolean | null;
  email_verified: boolean;
  has_anamnesis: boolean;
  /** The user's local date at the given instant, YYYY-MM-DD. */
  today: string;
  fitness_points: number | null;
  point_days: string[] | null;
  exercises_total: number | null;
  exercises_today: number | null;
  exercise_seconds: number | null;
  steps_total: number | null;
  steps_today: number | null;
  steps_goal_days: number | null;
  habits_active: number | null;
  articles_total: number | null;
  articles_today: number | null;
  recent_notifications: RecentNotification[] | null;
};

const meQuery = staticQuery<MeRow, [userId: number, now: string]>(ME_SQL);

/** A notification as the me query's JSON carries it (timestamps as text). */
export interface RecentNotification {
  id: number;
  kind: 'reminder' | 'stream';
  title: string;
  body: string;
  url: string;
  created_at: string;
  read_at: string | null;
}

export interface MeRepository {
  findMe(userId: number, now: Date): Promise<MeRow | undefined>;
  updateLang(userId: number, lang: Lang): Promise<void>;
}

/** The Kysely implementation of MeRepository. */
export function createMeRepository(db: Kysely<Database>): MeRepository {
  return {
    findMe: (userId, now) => meQuery.first(db, userId, now.toISOString()),
    async updateLang(userId, lang) {
      await db
        .updateTable('users')
        .set({ lang, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
    },
  };
}
