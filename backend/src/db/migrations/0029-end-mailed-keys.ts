// Issue 32: a key mailed to an address must not outlive that address or the password it was sent for (a reset key
// mailed to the old address worked after an e-mail change). One trigger on users ends every open mailed key of the
// user when the e-mail address or the password changes, whichever path changed it (profile, reset, staff).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function end_mailed_keys() returns trigger language plpgsql as $$
    begin
      update password_reset_keys set used_at = now() where user_id = new.id and used_at is null;
      update email_change_requests set used_at = now() where user_id = new.id and used_at is null;
      if new.email is distinct from old.email then
        update email_verification_keys set used_at = now() where user_id = new.id and used_at is null;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_end_mailed_keys after update of email, password_hash on users
    for each row when (new.email is distinct from old.email or new.password_hash is distinct from old.password_hash)
    execute function end_mailed_keys()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_end_mailed_keys on users`.execute(db);
  await sql`drop function if exists end_mailed_keys()`.execute(db);
}
