// Staff add and remove a session's recordings (#36). The bytes are written before the transaction (no database
// connection waits on the disk or the bucket) and removed again when it fails; the video row and the session's
// updated_at are written in one transaction that locks the session row, so a session deleted meanwhile gets no
// orphan video. Removed files go after the commit, unless another row still plays them (the seed's demo file).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import type { FileStorage } from '../../shared/storage';
import { entityTag, sniffVideoType, unusedKeys, uploadKey, videoNotFound } from './videos';

export interface UploadDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

const sessionNotFound = () =>
  new AppError('not_found', 'stream_session_not_found', 'No live session with this id.');

/** Deletes files quietly: a file left behind costs space, a failed answer would hide the committed change. */
export async function removeFiles(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, 'file not removed'));
  }
}

/** Stores an uploaded recording of session `sessionId`; refuses anything but MP4 and WebM by its bytes. */
export async function addVideo(
  deps: UploadDeps,
  sessionId: number,
  userId: number,
  file: { buffer: Buffer } | undefined,
): Promise<void> {
  if (!file || file.buffer.length === 0) {
    throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
  }
  const type = sniffVideoType(file.buffer);
  if (!type) throw new AppError('invalid_data', 'rest_upload_type', 'Only MP4 or WebM videos are allowed.');
  const key = uploadKey(type);
  await deps.storage.put(key, file.buffer, type);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const session = await trx
        .selectFrom('stream_sessions')
        .select('id')
        .where('id', '=', sessionId)
        .forUpdate()
        .executeTakeFirst();
      if (!session) throw sessionNotFound();
      await trx
        .insertInto('stream_videos')
        .values({
          session_id: sessionId,
          storage_key: key,
          content_type: type,
          size_bytes: file.buffer.length,
          etag: entityTag(file.buffer),
          created_by: userId,
        })
        .execute();
      await trx
        .updateTable('stream_sessions')
        .set({ updated_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .execute();
    });
  } catch (error) {
    await removeFiles(deps.storage, [key]);
    throw error;
  }
}

/** Removes recording `videoId` of session `sessionId`, and its file once no other row plays it. */
export async function removeVideo(deps: UploadDeps, sessionId: number, videoId: number): Promise<void> {
  const key = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('stream_videos')
      .where('id', '=', videoId)
      .where('session_id', '=', sessionId)
      .returning('storage_key')
      .executeTakeFirst();
    if (!row) throw videoNotFound();
    await trx
      .updateTable('stream_sessions')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .execute();
    return row.storage_key;
  });
  await removeFiles(deps.storage, await unusedKeys(deps.db, [key]));
}

/** Deletes a session with its recordings; their files go after the commit. False when there is none. */
export async function deleteSessionWithVideos(deps: UploadDeps, sessionId: number): Promise<boolean> {
  const keys = await deps.db.transaction().execute(async (trx) => {
    const videos = await trx
      .deleteFrom('stream_videos')
      .where('session_id', '=', sessionId)
      .returning('storage_key')
      .execute();
    const deleted = await trx.deleteFrom('stream_sessions').where('id', '=', sessionId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return null;
    return videos.map((row) => row.storage_key);
  });
  if (keys === null) return false;
  await removeFiles(deps.storage, await unusedKeys(deps.db, keys));
  return true;
}
