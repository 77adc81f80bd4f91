// A third kind of notification (issue 13): `account`, notices about the account itself that the user must see in
// the header's list, e.g. "your account deletion was cancelled because you logged in". Same table and "once" rule
// (user_id, dedupe_key) as reminders; there is no 0016.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `alter table notifications drop constraint notifications_kind_check`,
    `alter table notifications add constraint notifications_kind_check
      check (kind in ('reminder', 'stream', 'account'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `delete from notifications where kind = 'account'`,
    `alter table notifications drop constraint notifications_kind_check`,
    `alter table notifications add constraint notifications_kind_check
      check (kind in ('reminder', 'stream'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
