// Which transactions changed what a blog list answers (issue 16: a process keeps finished anonymous
// `wp/v2/posts` answers, posts/list-cache.ts). Every input of a list — posts (text, status, publication time,
// language, featured image, author), their tags and categories, the tags and categories themselves (`_embed`),
// the ratings and the authors' names — gets a statement-level trigger that records the writing transaction here.
// A kept answer remembers the snapshot taken before it was read; it is still right while no row here was committed
// after that snapshot (pg_visible_in_snapshot), which one index probe answers — whichever process wrote. Rows are
// inserted, never updated (no hot row); readers prune old ones, as for ranking_changes (migration 0022).
import { type Kysely, sql } from 'kysely';

/** Tables whose every insert, update, delete or truncate may change a list answer. */
export const POST_LIST_INPUTS = [
  'posts',
  'post_tags',
  'post_categories',
  'tags',
  'categories',
  'article_ratings',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create table post_list_changes (
      xid xid8 primary key default pg_current_xact_id(),
      at timestamptz not null default clock_timestamp()
    )`,
    `create index post_list_changes_at_idx on post_list_changes (at)`,
    `create function post_list_touch() returns trigger language plpgsql as $$
    begin
      insert into post_list_changes default values on conflict do nothing;
      return null;
    end $$`,
    ...POST_LIST_INPUTS.map(
      (table) => `create trigger ${table}_post_list after insert or update or delete or truncate on ${table}
        for each statement execute function post_list_touch()`,
    ),
    // an author's name is part of every post of theirs (a deleted author sets posts.author_id null: a posts update)
    `create trigger users_post_list after update of first_name, last_name on users
      for each statement execute function post_list_touch()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...POST_LIST_INPUTS, 'users']) {
    await sql.raw(`drop trigger ${table}_post_list on ${table}`).execute(db);
  }
  await sql.raw('drop function post_list_touch()').execute(db);
  await sql.raw('drop table post_list_changes').execute(db);
}
