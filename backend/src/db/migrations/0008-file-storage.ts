// Team photos move out of the database into the file storage (shared/storage): a row keeps the storage key and
// the content type. Rows uploaded before keep their bytes in `data` until the photo is next read, which moves
// them to the storage (the storage is not available to migrations; see the challenges service).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `alter table challenge_photos add column storage_key text check (storage_key ~ '^[A-Za-z0-9/._-]{1,200}$')`,
    `alter table challenge_photos alter column data drop not null`,
    `alter table challenge_photos add constraint challenge_photos_stored
      check (storage_key is not null or data is not null)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // photos that live only in the storage cannot come back into the table
  for (const statement of [
    `delete from challenge_photos where data is null`,
    `alter table challenge_photos drop constraint challenge_photos_stored`,
    `alter table challenge_photos alter column data set not null`,
    `alter table challenge_photos drop column storage_key`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
