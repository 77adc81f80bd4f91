// SQL of the live stream: sessions (the week's schedule by start, index stream_sessions_starts_idx), the users'
// "remind me" rows, their last visit of /stream (the "new stream" flag), and the stream-reminder tick's query.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, StreamSessionsTable } from '../../db/schema';
import type { NotifyRecipient } from '../notifications';
import { ACCESS_STATES } from '../../shared/membership';
import { pastWithVideoFilter } from './videos';

/** At most this many past sessions are listed. */
const PAST_LIMIT = 20;

export type SessionRow = Selectable<StreamSessionsTable>;
/** A session with the caller's view of it. */
export type UserSessionRow = SessionRow & { remind_me: boolean; is_new: boolean };

/** Column values of a session: `title` is German, `title_en` English. */
export interface SessionValues {
  title: string;
  title_en: string;
  trainer: string;
  starts_at: Date;
  duration_minutes: number;
  embed_url: string | null;
}

const endsAt = sql<Date>`s.starts_at + make_interval(mins => s.duration_minutes)`;

/** Sessions that end after `from` and start before `until`, by start, with the user's reminder and new flag. */
export async function userSessions(
  db: Kysely<Database>,
  userId: number,
  from: Date,
  until: Date,
): Promise<UserSessionRow[]> {
  return db
    .selectFrom('stream_sessions as s')
    .leftJoin('stream_reminders as r', (join) =>
      join.onRef('r.session_id', '=', 's.id').on('r.user_id', '=', userId),
    )
    .leftJoin('stream_visits as v', (join) => join.on('v.user_id', '=', userId))
    .selectAll('s')
    .select([
      sql<boolean>`r.user_id is not null`.as('remind_me'),
      sql<boolean>`(v.visited_at is null or s.created_at > v.visited_at)`.as('is_new'),
    ])
    .where(endsAt, '>', from)
    .where('s.starts_at', '<', until)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

/** Sessions of the `days` before `now` that ended and have a recording, the latest first (watch later, #36). */
export async function pastSessionsWithVideos(
  db: Kysely<Database>,
  now: Date,
  days: number,
): Promise<UserSessionRow[]> {
  return db
    .selectFrom('stream_sessions as s')
    .selectAll('s')
    .select([sql<boolean>`false`.as('remind_me'), sql<boolean>`false`.as('is_new')])
    .where(pastWithVideoFilter(now, days))
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(PAST_LIMIT)
    .execute();
}

/** Upcoming (not yet ended) sessions created since the user last opened /stream. */
export async function countNewSessions(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('stream_sessions as s')
    .leftJoin('stream_visits as v', (join) => join.on('v.user_id', '=', userId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(endsAt, '>', now)
    .where(sql<boolean>`(v.visited_at is null or s.created_at > v.visited_at)`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordVisit(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('stream_visits')
    .values({ user_id: userId, visited_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ visited_at: now }))
    .execute();
}

export async function findSession(db: Kysely<Database>, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('stream_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function addReminder(db: Kysely<Database>, userId: number, sessionId: number): Promise<void> {
  await db
    .insertInto('stream_reminders')
    .values({ user_id: userId, session_id: sessionId })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .execute();
}

export async function removeReminder(db: Kysely<Database>, userId: number, sessionId: number): Promise<void> {
  await db
    .deleteFrom('stream_reminders')
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .execute();
}

// ---- staff ----

export async function listSessions(db: Kysely<Database>, from: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('stream_sessions as s')
    .selectAll('s')
    .where(endsAt, '>', from)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

export async function insertSession(
  db: Kysely<Database>,
  values: SessionValues & { created_by: number | null; seed_key?: string | null },
): Promise<SessionRow> {
  return db.insertInto('stream_sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateSession(
  db: Kysely<Database>,
  id: number,
  values: SessionValues,
): Promise<SessionRow | undefined> {
  return db
    .updateTable('stream_sessions')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

// ---- the stream-reminder tick ----

export interface DueStreamReminder extends NotifyRecipient {
  first_name: string;
  time_zone: string;
  session_id: number;
  title: string;
  title_en: string;
  trainer: string;
  starts_at: Date;
  dedupe_key: string;
}

/**
 * "Remind me" rows whose session starts within `leadMinutes` from `now` (not yet started), whose user has a
 * membership granting access, and whose notification for this start was not sent yet. A moved session has a
 * new key, so it is reminded again for its new time.
 */
export async function dueStreamReminders(
  db: Kysely<Database>,
  now: Date,
  leadMinutes: number,
  limit: number,
): Promise<DueStreamReminder[]> {
  const at = now.toISOString();
  const result = await sql<DueStreamReminder>`
    select u.id, u.email, u.lang, u.first_name, u.phone_number, u.per_push, u.per_mail, u.sms, u.time_zone,
           s.id as session_id, s.title, s.title_en, s.trainer, s.starts_at, k.dedupe_key
    from stream_sessions s
    join stream_reminders r on r.session_id = s.id
    join users u on u.id = r.user_id
    cross join lateral (
      select 'stream:' || s.id || ':' || extract(epoch from s.starts_at)::bigint as dedupe_key
    ) k
    where s.starts_at > ${at}::timestamptz
      and s.starts_at <= ${at}::timestamptz + make_interval(mins => ${leadMinutes})
      and exists (
        select 1 from subscriptions m
        where m.user_id = u.id
          and m.status in (${sql.join(ACCESS_STATES.map((state) => sql.lit(state)))})
          and m.starts_at <= ${at}::timestamptz
          and (m.ends_at is null or m.ends_at > ${at}::timestamptz)
      )
      and not exists (select 1 from notifications n where n.user_id = u.id and n.dedupe_key = k.dedupe_key)
    order by s.starts_at, u.id
    limit ${limit}`.execute(db);
  return result.rows;
}
