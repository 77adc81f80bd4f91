// The current user's profile in one query: user, company, current subscription, health-profile flag, points
// (sum and the local days with points, for the strike), finished exercises, steps, active habits and read
// articles (no N+1). Indexes: point_events (user_id, created_at), exercise_activity (user_id, activity_date),
// the primary keys of steps_entries and read_articles, habits (user_id).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Lang, MembershipState, SubscriptionStatus } from '../../shared/domain';
import { effectiveState, grantsAccess } from '../../shared/membership';
import { pointsAndDaysColumns } from '../activity';
import { STEPS_GOAL } from '../kernel';

const USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.nickname',
  'u.avatar',
  'u.lang',
  'u.roles',
  'u.birthdate',
  'u.phone_number',
  'u.time',
  'u.time2',
  'u.time3',
  'u.time4',
  'u.weekdays',
  'u.absence_from',
  'u.absence_until',
  'u.absence_reason',
  'u.termination_date',
  'u.company_id',
  'u.subcategory_id',
  'u.time_zone',
  'u.per_push',
  'u.per_mail',
  'u.sms',
  'u.newsletter',
  'u.participating',
  'u.stream_reminder',
  'u.notifications',
  'u.weekly_goal',
] as const;

// A subscription counts while it is active and now() lies in [starts_at, ends_at); no ends_at = open-ended.
const IS_ACTIVE = grantsAccess('s');

/** Builds the me query (its result type is MeRow); `now` (ISO 8601) decides the user's local "today". */
function meQuery(db: Kysely<Database>, userId: number, now: string) {
  // the user's local date at `now`
  const today = sql<string>`(${now}::timestamptz at time zone u.time_zone)::date`;
  return db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('anamnesis as a', 'a.user_id', 'u.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('point_events as p')
          .select(pointsAndDaysColumns(sql`u.time_zone`))
          .whereRef('p.user_id', '=', 'u.id')
          .as('pts'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('exercise_activity as ea')
          .select([
            sql<number>`count(*)`.as('total'),
            sql<number>`count(*) filter (where ea.activity_date = ${today})`.as('today'),
            sql<number>`coalesce(sum(ea.duration_seconds), 0)`.as('seconds'),
          ])
          .whereRef('ea.user_id', '=', 'u.id')
          .where('ea.kind', '=', 'finish')
          .as('fin'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('steps_entries as se')
          .select([
            sql<number>`coalesce(sum(se.steps), 0)`.as('total'),
            sql<number>`coalesce(max(se.steps) filter (where se.entry_date = ${today}), 0)`.as('today'),
            sql<number>`count(*) filter (where se.steps >= ${STEPS_GOAL})`.as('goal_days'),
          ])
          .whereRef('se.user_id', '=', 'u.id')
          .as('st'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('habits as h')
          .select(sql<number>`count(*)`.as('active'))
          .whereRef('h.user_id', '=', 'u.id')
          .where('h.status', '=', 'active')
          .where('h.date_to', '>=', today)
          .as('hab'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('read_articles as ra')
          .select([
            sql<number>`count(*)`.as('total'),
            sql<number>`count(*) filter (where (ra.read_at at time zone u.time_zone)::date = ${today})`.as(
              'today',
            ),
          ])
          .whereRef('ra.user_id', '=', 'u.id')
          .as('art'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('subscriptions as s')
          .select([
            's.kind',
            's.ends_at',
            // the guard's vocabulary: active while it grants access (a cancelled one too, until its end date)
            sql<SubscriptionStatus>`case when ${IS_ACTIVE} then 'active' when s.status = 'awaiting_payment' then 'pending' else 'expired' end`.as(
              'status',
            ),
            effectiveState('s').$castTo<MembershipState>().as('state'),
            IS_ACTIVE.as('active'),
          ])
          .whereRef('s.user_id', '=', 'u.id')
          .where('s.status', '!=', 'cancelled_renewal')
          // the running subscription first; else the one that ended last
          .orderBy(IS_ACTIVE, 'desc')
          .orderBy('s.ends_at', (ob) => ob.desc().nullsFirst())
          .orderBy('s.id', 'desc')
          .limit(1)
          .as('sub'),
      (join) => join.onTrue(),
    )
    .select(USER_COLUMNS)
    .select([
      'c.name as company_name',
      'c.enable_subranking as company_enable_subranking',
      'sub.kind as sub_kind',
      'sub.status as sub_status',
      'sub.state as sub_state',
      sql<boolean>`u.email_verified_at is not null`.as('email_verified'),
      'sub.ends_at as sub_ends_at',
      'sub.active as sub_active',
      sql<boolean>`(a.id is not null and not a.is_new)`.as('has_anamnesis'),
      sql<string>`to_char(${today}, 'YYYY-MM-DD')`.as('today'),
      'pts.total as fitness_points',
      'pts.days as point_days',
      'fin.total as exercises_total',
      'fin.today as exercises_today',
      'fin.seconds as exercise_seconds',
      'st.total as steps_total',
      'st.today as steps_today',
      'st.goal_days as steps_goal_days',
      'hab.active as habits_active',
      'art.total as articles_total',
      'art.today as articles_today',
      // the 10 latest notifications (reminders; issue 13), index notifications_user_idx
      sql<
        RecentNotification[]
      >`(select coalesce(json_agg(n), '[]'::json) from (select nt.id, nt.kind, nt.title, nt.body, nt.url, nt.created_at, nt.read_at from notifications nt where nt.user_id = u.id order by nt.created_at desc, nt.id desc limit 10) n)`.as(
        'recent_notifications',
      ),
    ])
    .where('u.id', '=', userId);
}

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

export type MeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof meQuery>['executeTakeFirst']>>>;

export interface MeRepository {
  findMe(userId: number, now: Date): Promise<MeRow | undefined>;
  updateLang(userId: number, lang: Lang): Promise<void>;
}

/** The Kysely implementation of MeRepository. */
export function createMeRepository(db: Kysely<Database>): MeRepository {
  return {
    findMe: (userId, now) => meQuery(db, userId, now.toISOString()).executeTakeFirst(),
    async updateLang(userId, lang) {
      await db
        .updateTable('users')
        .set({ lang, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
    },
  };
}
