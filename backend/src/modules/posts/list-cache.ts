// Finished anonymous `wp/v2/posts` answers, kept per process (issue 16: reading ten whole articles, mapping and
// serializing them was most of the list's CPU). A visitor's answer depends only on the URL, the site's origin and
// the stored posts, so it is kept as the bytes sent, with its paging headers. It is used only while
// post_list_changes (triggers on every table a list reads, migration 0025) holds no change committed after the
// snapshot taken before the answer was read, and no scheduled post has come out since: one index probe per
// answer, as current as a fresh read whichever process wrote. Entries live at most MAX_AGE_MS, change rows
// POST_LIST_CHANGES_KEEP_SECONDS, so a pruned row never hides a change. Signed-in readers are never served
// from here (their answers carry their own bookmarks, reads and ratings).
import { type Kysely, sql } from 'kysely';
import { committedAfter, pruneChanges } from '../../db/change-log';
import type { Database } from '../../db/schema';
import { logger } from '../../shared/logger';

/** How long an entry may be used (real time), well below POST_LIST_CHANGES_KEEP_SECONDS. */
export const MAX_AGE_MS = 60_000;
/** How long change records are kept, and how often a process prunes them. */
export const POST_LIST_CHANGES_KEEP_SECONDS = 3600;
export const PRUNE_EVERY_MS = 60_000;
/** Entries kept (distinct URLs), least recently used dropped first, and their bytes together. */
export const MAX_ENTRIES = 200;
export const MAX_BYTES = 16_000_000;
/** Where the reads of an answer start: the snapshot before them and the next scheduled publication then. */
export interface ListStamp {
  /** Date.now() before the snapshot was taken. */
  takenAt: number;
  snapshot: string;
  nextPublish: Date | null;
}

export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
  /** The ETag Express would compute for `body` (kept, so it is not hashed per answer). */
  etag?: string;
}

export interface KeptAnswer extends CachedAnswer {
  /** Where the answer's reads started. */
  stamp: ListStamp;
}

export interface PostListCache {
  /** The kept answer for `key`, if nothing it shows changed since it was read (one statement). */
  get(key: string): Promise<KeptAnswer | undefined>;
  /** The stamp to read a new answer under; call before its reads. */
  stamp(): Promise<ListStamp>;
  /** Keeps an answer read after `stamp()`. */
  set(key: string, stamp: ListStamp, answer: CachedAnswer): void;
}

/** The snapshot now and the first publication time still ahead (a scheduled post changes the lists then). */
export async function readListStamp(db: Kysely<Database>): Promise<ListStamp> {
  const takenAt = Date.now();
  const { rows } = await sql<{ snapshot: string; next_publish: Date | null }>`
    select pg_current_snapshot()::text as snapshot,
      (select min(p.published_at) from posts p where p.status = 'publish' and p.published_at > now())
        as next_publish
  `.execute(db);
  const row = rows[0]!;
  return { takenAt, snapshot: row.snapshot, nextPublish: row.next_publish };
}

/**
 * True while no post_list_changes row that is visible now (committed) was invisible to `stamp.snapshot`, and
 * the next scheduled publication of then is still ahead.
 */
export async function isListStampCurrent(db: Kysely<Database>, stamp: ListStamp): Promise<boolean> {
  const { rows } = await sql<{ fresh: boolean }>`
    select coalesce(not exists (
        select 1 from post_list_changes r where ${committedAfter(stamp.snapshot)})
      and (${stamp.nextPublish}::timestamptz is null or ${stamp.nextPublish}::timestamptz > now()), false) as fresh
  `.execute(db);
  return rows[0]?.fresh === true;
}

/** Drops change records older than any kept answer can be. */
export async function prunePostListChanges(db: Kysely<Database>, keepSeconds: number): Promise<void> {
  await pruneChanges(db, 'post_list_changes', keepSeconds);
}

export function createPostListCache(db: Kysely<Database>): PostListCache {
  const entries = new Map<string, KeptAnswer>();
  let bytes = 0;
  let lastPrune = Date.now();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.stamp.takenAt > MAX_AGE_MS || !(await isListStampCurrent(db, entry.stamp))) {
        // the entry may have been replaced while the check ran
        if (entries.get(key) === entry) drop(key);
        return undefined;
      }
      // least recently used first out: Map keeps insertion order
      if (entries.get(key) === entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    stamp() {
      if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        prunePostListChanges(db, POST_LIST_CHANGES_KEEP_SECONDS).catch((error: unknown) =>
          logger.warn({ err: error }, 'pruning post_list_changes failed'),
        );
      }
      return readListStamp(db);
    },
    set(key, stamp, answer) {
      if (answer.body.length > MAX_BYTES / 10) return;
      drop(key);
      entries.set(key, { ...answer, stamp });
      bytes += answer.body.length;
      for (const old of entries.keys()) {
        if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
        drop(old);
      }
    },
  };
}
