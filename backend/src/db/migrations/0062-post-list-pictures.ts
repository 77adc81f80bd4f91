// Issue 39: a blog list answer now carries its featured picture's alt text (cms_pictures, and the picture's file
// through cms_picture_files), so a change to either is a change of the visitor's list (list-cache.ts): the same
// statement-level trigger as the other inputs of migration 0025. cache-triggers.test.ts derives the read set.
import { type Kysely, sql } from 'kysely';

const TABLES = ['cms_pictures', 'cms_picture_files'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql
      .raw(
        `create trigger ${table}_post_list after insert or update or delete or truncate on ${table}
          for each statement execute function post_list_touch()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`drop trigger ${table}_post_list on ${table}`).execute(db);
}
