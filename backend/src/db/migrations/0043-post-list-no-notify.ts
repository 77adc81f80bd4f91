// Drops migration 0027's notification (issue 34): no gateway listens to the list change stream any more, so
// post_list_touch() (migration 0025) goes back to only recording the change; list-cache.ts reads those rows.
import { type Kysely, sql } from 'kysely';

/** The channel 0027 notified (a migration keeps its own copy). */
const POST_LIST_CHANGES_CHANNEL = 'officefit_post_lists';

/** post_list_touch(): as migration 0025 made it, or with 0027's notification. */
function touchFunction(notify: boolean): string {
  return `create or replace function post_list_touch() returns trigger language plpgsql as $$
    begin
      insert into post_list_changes default values on conflict do nothing;
      ${notify ? `perform pg_notify('${POST_LIST_CHANGES_CHANNEL}', '');` : ''}
      return null;
    end $$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(touchFunction(false)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(touchFunction(true)).execute(db);
}
