// Issue 36: short-lived access tokens and a rotating refresh token in an httpOnly cookie. Only a SHA-256 hash of
// each refresh token is kept; every token of a login shares a family, so reuse of a used one (a copied cookie)
// revokes the whole family (auth/refresh.ts).
import { type Kysely, sql } from 'kysely';

const UP = [
  `create table refresh_tokens (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    family_id uuid not null,
    hash text not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    revoked_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create unique index refresh_tokens_hash_idx on refresh_tokens (hash)`,
  `create index refresh_tokens_user_idx on refresh_tokens (user_id)`,
  `create index refresh_tokens_family_idx on refresh_tokens (family_id)`,
  `create index refresh_tokens_expires_at_idx on refresh_tokens (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table refresh_tokens').execute(db);
}
