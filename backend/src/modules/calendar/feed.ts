// The calendar feed of one user (issue 37): their reminder times as weekly recurring events (RRULE on their reminder
// weekdays) and the live sessions they asked to be reminded of. Times are local to Europe/Berlin (TZID), the
// business time zone the reminders and the stream run on.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BUSINESS_TIME_ZONE, contentLangOf, type Lang } from '../../shared/domain';
import {
  type Component,
  escapeText,
  EUROPE_BERLIN,
  localDateTime,
  type Property,
  serialize,
  utcDateTime,
} from './ical';

/** The session's title in the user's language (German `title`, English `title_en`). */
const titleIn = (session: FeedSession, lang: 'de' | 'en') =>
  lang === 'en' ? session.title_en : session.title;

const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** How long a reminder event lasts in the calendar: a short exercise break. */
const REMINDER_MINUTES = 15;

const TEXTS: Record<Lang, { calendar: string; reminder: string; reminderBody: string; live: string }> = {
  'de-DE': {
    calendar: 'officefit',
    reminder: 'officefit: Zeit für Bewegung!',
    reminderBody: 'Ihr Trainingsplan wartet: ein paar kurze Übungen, in wenigen Minuten erledigt.',
    live: 'officefit live',
  },
  'en-US': {
    calendar: 'officefit',
    reminder: 'officefit: Time to move!',
    reminderBody: 'Your training plan is waiting: a few short exercises, done in minutes.',
    live: 'officefit live',
  },
};

export interface FeedUser {
  id: number;
  lang: Lang;
  times: (string | null)[];
  weekdays: number[];
}

export interface FeedSession {
  id: number;
  /** German title. */
  title: string;
  title_en: string;
  trainer: string;
  starts_at: Date;
  duration_minutes: number;
}

const hhmmss = (time: string) => time.replace(/:/g, '').padEnd(6, '0').slice(0, 6);

/**
 * One weekly event per reminder time. DTSTART is fixed (the first reminder weekday of the week of 1 January 2024, a
 * Monday) so the event stays the same on every fetch; the RRULE brings it to every reminder weekday since.
 */
function reminderEvents(user: FeedUser, origin: string, stamp: string): Component[] {
  const days = [...new Set(user.weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (!days.length) return [];
  const text = TEXTS[user.lang];
  const firstDay = `2024010${days[0]}`;
  return user.times.flatMap((time, slot) => {
    if (!time) return [];
    const start = `${firstDay}T${hhmmss(time)}`;
    return [
      {
        name: 'VEVENT',
        properties: [
          ['UID', `reminder-${user.id}-${slot + 1}@officefit`],
          ['DTSTAMP', stamp],
          [`DTSTART;TZID=${BUSINESS_TIME_ZONE}`, start],
          ['DURATION', `PT${REMINDER_MINUTES}M`],
          ['RRULE', `FREQ=WEEKLY;BYDAY=${days.map((d) => BYDAY[d - 1]).join(',')}`],
          ['SUMMARY', escapeText(text.reminder)],
          ['DESCRIPTION', escapeText(`${text.reminderBody}\n${origin}/home`)],
          ['URL', `${origin}/home`],
          ['TRANSP', 'TRANSPARENT'],
        ] satisfies Property[],
      },
    ];
  });
}

function sessionEvent(session: FeedSession, lang: Lang, origin: string, stamp: string): Component {
  const end = new Date(session.starts_at.getTime() + session.duration_minutes * 60_000);
  return {
    name: 'VEVENT',
    properties: [
      ['UID', `stream-${session.id}@officefit`],
      ['DTSTAMP', stamp],
      [`DTSTART;TZID=${BUSINESS_TIME_ZONE}`, localDateTime(session.starts_at, BUSINESS_TIME_ZONE)],
      [`DTEND;TZID=${BUSINESS_TIME_ZONE}`, localDateTime(end, BUSINESS_TIME_ZONE)],
      ['SUMMARY', escapeText(`${TEXTS[lang].live}: ${titleIn(session, contentLangOf(lang))}`)],
      ['DESCRIPTION', escapeText(`${session.trainer}\n${origin}/stream`)],
      ['URL', `${origin}/stream`],
    ],
  };
}

/** The iCalendar text of the feed. `now` is DTSTAMP (when the feed was made). */
export function feedText(user: FeedUser, sessions: FeedSession[], origin: string, now: Date): string {
  const stamp = utcDateTime(now);
  return serialize({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', '-//officefit//calendar feed//DE'],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['X-WR-CALNAME', escapeText(TEXTS[user.lang].calendar)],
      ['X-WR-TIMEZONE', BUSINESS_TIME_ZONE],
      // calendar apps poll at their own pace; these ask for hourly
      ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
      ['X-PUBLISHED-TTL', 'PT1H'],
    ],
    components: [
      EUROPE_BERLIN,
      ...reminderEvents(user, origin, stamp),
      ...sessions.map((s) => sessionEvent(s, user.lang, origin, stamp)),
    ],
  });
}

/** The user of a live feed token and what their feed shows; undefined for an unknown token or a closed account. */
export async function readFeed(db: Kysely<Database>, token: string) {
  const user = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.lang', 'u.time', 'u.time2', 'u.time3', 'u.time4', 'u.reminder_weekdays'])
    .where('f.token', '=', token)
    .where('u.erased_at', 'is', null)
    .where('u.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const sessions = await db
    .selectFrom('stream_reminders as r')
    .innerJoin('stream_sessions as s', 's.id', 'r.session_id')
    .select(['s.id', 's.title', 's.title_en', 's.trainer', 's.starts_at', 's.duration_minutes'])
    .where('r.user_id', '=', user.id)
    .orderBy('s.starts_at')
    .execute();
  const feedUser: FeedUser = {
    id: user.id,
    lang: user.lang,
    times: [user.time, user.time2, user.time3, user.time4],
    weekdays: user.reminder_weekdays,
  };
  return { user: feedUser, sessions };
}
