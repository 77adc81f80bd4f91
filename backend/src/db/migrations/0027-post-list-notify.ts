// Announces every committed change of what a blog list answers (issue 16: the gateway answers visitors' lists from
// memory while nothing changed, gateway/src/change-stream.ts). post_list_touch() (migration 0025) runs once per
// statement that writes a list input; it now also sends `NOTIFY officefit_post_lists`, which PostgreSQL delivers
// when the writing transaction commits (a rolled-back write sends nothing; a transaction's repeats fold into one).
import { type Kysely, sql } from 'kysely';

/** The channel notified below (a migration keeps its own copy: modules/posts listens on it). */
const POST_LIST_CHANGES_CHANNEL = 'officefit_post_lists';

/** post_list_touch(): as migration 0025 made it, and with the notification. */
function touchFunction(notify: boolean): string {
  return `create or replace function post_list_touch() returns trigger language plpgsql as $$
    begin
      insert into post_list_changes default values on conflict do nothing;
      ${notify ? `perform pg_notify('${POST_LIST_CHANGES_CHANNEL}', '');` : ''}
      return null;
    end $$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(touchFunction(true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(touchFunction(false)).execute(db);
}
