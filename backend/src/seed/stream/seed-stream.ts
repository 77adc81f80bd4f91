// Seeds a week of live sessions from sessions.json, relative to the seed date (day 0 = today in Europe/Berlin):
// each run adds the sessions of the coming 7 days that are missing (key `seed:<date>:<key>`), so a demo seeded
// again next week has a schedule again and a run on the same day adds nothing. Titles are seeded in German and
// English (#39); a seeded row that still carries its German title as the English one (migration 0052 filled it
// so) gets its English title on the next run. Sessions without an embed link play the project's demo recording
// (demo-video.mp4, made by scripts/render-demo-video.sh, #36), stored once through FileStorage; the two days
// before the seed date have sessions too, so "watch later" has recordings on a fresh demo.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { entityTag, STREAM_VIDEO_FOLDER } from '../../modules/stream';
import { BUSINESS_TIME_ZONE, isStreamEmbedUrl } from '../../shared/domain';
import type { FileStorage } from '../../shared/storage';
import sessions from './sessions.json';

/** The demo recording in the source tree (kept in the image: src/ keeps its data files), from src and dist. */
export const DEMO_VIDEO_FILE = path.resolve(__dirname, '../../../src/seed/stream/demo-video.mp4');

/** The stored demo recording the seeded sessions point at. */
export interface DemoVideo {
  key: string;
  size: number;
  etag: string;
}

/**
 * Stores the demo recording under a key named by its content (a changed clip gets a new key; storing it again is
 * harmless). Called before the seed's transaction: no database connection waits on the disk or the bucket.
 */
export async function storeDemoVideo(storage: FileStorage, file = DEMO_VIDEO_FILE): Promise<DemoVideo> {
  const body = readFileSync(file);
  const etag = entityTag(body);
  const key = `${STREAM_VIDEO_FOLDER}/demo-${etag.slice(1, 17).replace(/[^A-Za-z0-9_-]/g, '_')}.mp4`;
  await storage.put(key, body, 'video/mp4');
  return { key, size: body.length, etag };
}

export interface StreamSeedSession {
  key: string;
  /** Days after the seed date. */
  dayOffset: number;
  /** 'HH:MM' in Europe/Berlin. */
  time: string;
  durationMinutes: number;
  title: { de: string; en: string };
  trainer: string;
  /** Link of an allow-listed host; null: the session plays the demo recording. */
  embedUrl: string | null;
}

/** Inserts the missing sessions of the week; returns how many it added. */
export async function seedStreamWeek(
  db: Kysely<Database> | Transaction<Database>,
  now: Date = new Date(),
  list: readonly StreamSeedSession[] = sessions,
  demo: DemoVideo | null = null,
): Promise<number> {
  let added = 0;
  for (const session of list) {
    if (session.embedUrl !== null && !isStreamEmbedUrl(session.embedUrl))
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
  if (demo) await attachDemoVideo(db, demo);
  return added;
}

/** Seeded sessions without an embed link and without a recording get the demo recording. */
async function attachDemoVideo(db: Kysely<Database> | Transaction<Database>, demo: DemoVideo): Promise<void> {
  await sql`
    insert into stream_videos (session_id, storage_key, content_type, size_bytes, etag)
    select s.id, ${demo.key}, 'video/mp4', ${demo.size}::int, ${demo.etag}
    from stream_sessions s
    where s.seed_key is not null and s.embed_url is null
      and not exists (select 1 from stream_videos v where v.session_id = s.id)`.execute(db);
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
