// Catalogue editing by staff (issue 14): `edited_at` marks an exercise staff created or changed, which the seed
// then leaves alone (no overwrite from the data files, no removal) until `pnpm catalogue:export` has written it
// into the data files; uploaded illustrations are files in the storage, looked up by a random token.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `alter table exercises add column edited_at timestamptz`,
    `create table exercise_illustrations (
      token text primary key check (token ~ '^[0-9a-f]{32}$'),
      exercise_id integer not null references exercises (id) on delete cascade,
      storage_key text not null,
      mime text not null check (mime in ('image/webp')),
      created_at timestamptz not null default now(),
      constraint exercise_illustrations_exercise_key unique (exercise_id)
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `drop table exercise_illustrations`,
    `alter table exercises drop column edited_at`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
