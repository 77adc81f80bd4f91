// Change tables (ranking_changes, post_list_changes): triggers insert the writing transaction's id (xid8) for
// every change to what a cache shows. A cache entry keeps the snapshot it was read in and stays current while no
// change committed after that snapshot exists, whichever process wrote; rows are pruned once no entry can be older.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './schema';

/** The change tables, each with `xid` (the writing transaction) and `at`. */
export type ChangeTable = 'ranking_changes' | 'post_list_changes';

/**
 * SQL condition on the change row `r`: it is visible now (committed) but was invisible to `snapshot`
 * (pg_current_snapshot() as text, taken when the entry was read).
 */
export function committedAfter(snapshot: string): RawBuilder<boolean> {
  return sql<boolean>`r.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
    -- a committed change is always below the current xmax; rows restored from another cluster may not be
    and r.xid < pg_snapshot_xmax(pg_current_snapshot())
    and not pg_visible_in_snapshot(r.xid, ${snapshot}::pg_snapshot)`;
}

/** Drops the change rows older than `keepSeconds` (no cache entry is that old). */
export async function pruneChanges(
  db: Kysely<Database>,
  table: ChangeTable,
  keepSeconds: number,
): Promise<void> {
  await db
    .deleteFrom(table)
    .where('at', '<', sql<Date>`clock_timestamp() - make_interval(secs => ${keepSeconds})`)
    .execute();
}
