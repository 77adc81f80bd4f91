// The demo seed's last input fingerprint (issue 16, cold start ≤ 5 s): a restart with the same seed files, code and
// day skips the idempotent seed, which would create nothing (see `seed/seed-fingerprint.ts`).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table seed_runs (
        fingerprint text primary key,
        seeded_at timestamptz not null default now()
      )`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop table seed_runs`).execute(db);
}
