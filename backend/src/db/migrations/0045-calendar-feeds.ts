// Issue 37: a personal, secret iCalendar feed per user (reminder times and the live sessions they asked to be
// reminded of). The feed's URL carries `token`, a random value (32 bytes, base64url): a calendar app fetches it
// without a login. It is kept as is (not hashed) so the user can see the URL again; resetting replaces it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table calendar_feeds (
    user_id integer primary key references users (id) on delete cascade,
    token text not null check (token ~ '^[A-Za-z0-9_-]{43}$'),
    created_at timestamptz not null default now(),
    constraint calendar_feeds_token_key unique (token)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table calendar_feeds`.execute(db);
}
