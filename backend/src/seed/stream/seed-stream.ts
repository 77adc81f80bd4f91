// Seeds a week of live sessions from sessions.json, relative to the seed date (day 0 = today in Europe/Berlin):
// each run adds the sessions of the coming 7 days that are missing (key `seed:<date>:<key>`), so a demo seeded
// again next week has a schedule again and a run on the same day adds nothing. Titles are seeded in German and
// English (#39); a seeded row that still carries its German title as the English one (migration 0052 filled it
// so) gets its English title on the next run.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isStreamEmbedUrl } from '../../shared/domain';
import sessions from './sessions.json';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

export interface StreamSeedSession {
  key: string;
  /** Days after the seed date. */
  dayOffset: number;
  /** 'HH:MM' in Europe/Berlin. */
  time: string;
  durationMinutes: number;
  title: { de: string; en: string };
  trainer: string;
  embedUrl: string;
}

/** Inserts the missing sessions of the week; returns how many it added. */
export async function seedStreamWeek(
  db: Kysely<Database> | Transaction<Database>,
  now: Date = new Date(),
  list: readonly StreamSeedSession[] = sessions,
): Promise<number> {
  let added = 0;
  for (const session of list) {
    if (!isStreamEmbedUrl(session.embedUrl))
      throw new Error(`seed stream ${session.key}: embed URL not allowed`);
    const result = await sql<{ id: number }>`
      with day as (
        select ((${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date + ${session.dayOffset}::int) as d
      )
      insert into stream_sessions (title, title_en, trainer, starts_at, duration_minutes, embed_url, seed_key)
      select ${session.title.de}, ${session.title.en}, ${session.trainer},
             ((day.d + ${session.time}::time) at time zone ${BUSINESS_TIME_ZONE}),
             ${session.durationMinutes}, ${session.embedUrl},
             'seed:' || to_char(day.d, 'YYYY-MM-DD') || ':' || ${session.key}
      from day
      on conflict (seed_key) do nothing
      returning id`.execute(db);
    added += result.rows.length;
  }
  await restoreEnglishTitles(db, list);
  return added;
}

/** Seeded rows whose English title is still the German one (rows older than migration 0052) get theirs. */
async function restoreEnglishTitles(
  db: Kysely<Database> | Transaction<Database>,
  list: readonly StreamSeedSession[],
): Promise<void> {
  for (const session of list) {
    await db
      .updateTable('stream_sessions')
      .set({ title_en: session.title.en })
      .where('seed_key', 'like', `seed:%:${session.key}`)
      .where('title', '=', session.title.de)
      .whereRef('title_en', '=', 'title')
      .execute();
  }
}
