// Issue 38 "Progress you can see": every saved health profile is kept as a dated snapshot of its pain points, so
// the progress screen can show the pain levels over time. Rows exist only while the health-data consent is given
// (the training module writes and deletes them in the profile's transaction); they go with the profile
// (retention job, withdrawal) and with the account (erasure), by cascade.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table health_profile_history (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    anamnesis_id integer not null references anamnesis (id) on delete cascade,
    recorded_at timestamptz not null,
    pain jsonb not null default '[]'::jsonb
  )`.execute(db);
  await sql`create index health_profile_history_user_id_recorded_at_idx
    on health_profile_history (user_id, recorded_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists health_profile_history`.execute(db);
}
