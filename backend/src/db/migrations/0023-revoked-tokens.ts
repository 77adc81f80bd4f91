// Logout ends the token it is made with (issue 17, ASVS 3.3.1): the token's id (`jti`) is kept here until the
// token would have expired anyway; the token check looks it up in the same query that reads the user.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create table revoked_tokens (
      token_id uuid primary key,
      user_id integer not null references users (id) on delete cascade,
      expires_at timestamptz not null
    )`,
    `create index revoked_tokens_expires_at_idx on revoked_tokens (expires_at)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop table revoked_tokens`).execute(db);
}
