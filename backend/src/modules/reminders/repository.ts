// SQL of the reminder settings and of the tick's one query for due reminders (no N+1): per user with a
// reminder time (partial index users_reminders_idx), each of the 4 slots on the local day of now and the day
// before (a 23:58 reminder is still due at 00:01), kept when its instant in the user's time zone lies in the
// lateness window, the local day is a reminder weekday and no absence, the user has a membership that grants
// access at `now`, and it was not sent yet.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotifyRecipient } from '../notifications';
import { ACCESS_STATES } from '../../shared/membership';

export interface ReminderSettingsRow {
  time: string | null;
  time2: string | null;
  time3: string | null;
  time4: string | null;
  reminder_weekdays: number[];
  per_push: number;
  per_mail: number;
  sms: number;
  time_zone: string;
}

export async function readSettings(db: Kysely<Database>, userId: number): Promise<ReminderSettingsRow> {
  return db
    .selectFrom('users')
    .select([
      'time',
      'time2',
      'time3',
      'time4',
      'reminder_weekdays',
      'per_push',
      'per_mail',
      'sms',
      'time_zone',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function writeSettings(
  db: Kysely<Database>,
  userId: number,
  settings: { times: string[]; weekdays: number[]; per_push: number; per_mail: number; sms: number },
): Promise<void> {
  const [time = null, time2 = null, time3 = null, time4 = null] = settings.times;
  await db
    .updateTable('users')
    .set({
      time,
      time2,
      time3,
      time4,
      reminder_weekdays: settings.weekdays,
      per_push: settings.per_push,
      per_mail: settings.per_mail,
      sms: settings.sms,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

/** One reminder that is due now. */
export interface DueReminder extends NotifyRecipient {
  first_name: string;
  /** The user's local day and slot time 'HH:MM' the reminder is for (its dedupe key). */
  local_date: string;
  slot: string;
}

/** The dedupe key of one reminder: once per user, local day and time. */
export const reminderKey = (localDate: string, slot: string) => `reminder:${localDate}:${slot}`;

/** Reminders due in (now − latenessSeconds, now] that were not sent yet; at most `limit`. */
export async function dueReminders(
  db: Kysely<Database>,
  now: Date,
  latenessSeconds: number,
  limit: number,
): Promise<DueReminder[]> {
  const at = now.toISOString();
  const result = await sql<DueReminder>`
    with slots as (
      select u.id, u.email, u.lang, u.first_name, u.phone_number, u.per_push, u.per_mail, u.sms,
             u.absence_from, u.absence_until, u.reminder_weekdays, u.time_zone,
             d.local_date, s.t
      from users u
      cross join lateral (values (u.time), (u.time2), (u.time3), (u.time4)) s (t)
      cross join lateral (
        select ((${at}::timestamptz at time zone u.time_zone)::date - o.k) as local_date
        from (values (0), (1)) o (k)
      ) d
      where (u.time is not null or u.time2 is not null or u.time3 is not null or u.time4 is not null)
        and s.t is not null
    )
    select x.id, x.email, x.lang, x.first_name, x.phone_number, x.per_push, x.per_mail, x.sms,
           to_char(x.local_date, 'YYYY-MM-DD') as local_date, to_char(x.t, 'HH24:MI') as slot
    from slots x
    where ((x.local_date + x.t) at time zone x.time_zone) <= ${at}::timestamptz
      and ((x.local_date + x.t) at time zone x.time_zone) > ${at}::timestamptz - make_interval(secs => ${latenessSeconds})
      and extract(isodow from x.local_date)::smallint = any (x.reminder_weekdays)
      and not (x.absence_from is not null
               and x.local_date between x.absence_from and coalesce(x.absence_until, x.absence_from))
      and exists (
        select 1 from subscriptions s
        where s.user_id = x.id
          and s.status in (${sql.join(ACCESS_STATES.map((state) => sql.lit(state)))})
          and s.starts_at <= ${at}::timestamptz
          and (s.ends_at is null or s.ends_at > ${at}::timestamptz)
      )
      and not exists (
        select 1 from notifications n
        where n.user_id = x.id
          and n.dedupe_key = 'reminder:' || to_char(x.local_date, 'YYYY-MM-DD') || ':' || to_char(x.t, 'HH24:MI')
      )
    order by x.id
    limit ${limit}`.execute(db);
  return result.rows;
}
