// Live-stream videos the app serves itself (#36): a session may have recordings (the seed's demo clip, videos
// staff upload) stored through FileStorage; the row keeps the key, type, size and entity tag, so a range request
// is answered without reading the bytes for its headers. The embed link becomes optional: a session may have
// only a recording. The seed's old fake embed ids (`officefit-live-N`, never a real video) are cleared; the next
// seed run gives those sessions the demo recording.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stream_sessions alter column embed_url drop not null`.execute(db);
  await sql`update stream_sessions set embed_url = null
      where embed_url like 'https://www.youtube-nocookie.com/embed/officefit-live-%'`.execute(db);
  await sql`create table stream_videos (
      id serial primary key,
      session_id integer not null references stream_sessions (id) on delete cascade,
      storage_key text not null,
      content_type text not null check (content_type in ('video/mp4', 'video/webm')),
      size_bytes integer not null check (size_bytes > 0),
      etag text not null,
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index stream_videos_session_idx on stream_videos (session_id, id)`.execute(db);
  // the seed's demo file is shared by its sessions: a file is removed once no row names its key
  await sql`create index stream_videos_storage_key_idx on stream_videos (storage_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stream_videos`.execute(db);
}
