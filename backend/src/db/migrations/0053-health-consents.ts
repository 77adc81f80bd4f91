// Issue 36 "Health-data consent": every decision on a consent purpose (confirmed, skipped, withdrawn) is kept with
// its time and the version of the text shown, append-only, so the consent can be proven (GDPR Art. 7(1)); the
// latest row per purpose is the user's current decision. Rows go with the account's users row (cascade).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table health_consents (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    purpose text not null check (purpose in ('health_plan', 'pain_tracking')),
    action text not null check (action in ('confirmed', 'skipped', 'withdrawn')),
    text_version text not null,
    decided_at timestamptz not null
  )`.execute(db);
  await sql`create index health_consents_user_purpose_idx
    on health_consents (user_id, purpose, decided_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists health_consents`.execute(db);
}
