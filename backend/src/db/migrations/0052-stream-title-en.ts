// Live-stream titles in both languages (#39 point 6): `title` stays the German title (German is the default
// language, as name_de of the blog categories), `title_en` is the English one. Rows written before this carry
// their German title in both until staff edit them; the seed's own sessions get their English title back on
// its next run (seed/stream/seed-stream.ts updates a row whose English title is still the German one).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stream_sessions add column title_en text`.execute(db);
  await sql`update stream_sessions set title_en = title`.execute(db);
  await sql`alter table stream_sessions alter column title_en set not null`.execute(db);
  await sql`alter table stream_sessions add constraint stream_sessions_title_en_check
      check (length(title_en) between 1 and 120)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stream_sessions drop column title_en`.execute(db);
}
