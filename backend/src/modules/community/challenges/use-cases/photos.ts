// Team photos: a participant stores or deletes their team's photo; anybody with its token may fetch it. The files
// live in the file storage under `team-photos/<token>`; the database keeps the key and the content type.
import { AppError } from '../../../../shared/errors';
import { logger } from '../../../../shared/logger';
import { type FileStorage, type PublicImageOptions, storePublicImage } from '../../../../shared/storage';
import { TEAM_PHOTO_MAX_BYTES } from '../../../kernel';
import { invalidParam } from '../../shared/members';
import { invalidChallenge, invalidPhoto, notEditable } from '../errors';
import type { Challenge } from '../mappers';
import { deletePhotoRows, findPhoto, lockPhoto, markPhotoMoved, savePhotoRow } from '../repository';
import { type ChallengesDeps, one, withParticipant } from './context';

/** How a team photo is checked and stored (key `team-photos/<token>`, see photoKey). */
const TEAM_PHOTO_IMAGE: PublicImageOptions = {
  maxBytes: TEAM_PHOTO_MAX_BYTES,
  size: { px: 1024, fit: 'inside' },
  formats: ['jpeg', 'png', 'webp', 'gif'],
  folder: 'team-photos',
  invalid: () =>
    new AppError('invalid_data', 'rest_upload_type', 'Only image files (JPEG, PNG, WebP, GIF) are allowed.'),
};

/** Storage key of a team photo: the photo's capability token, new with every upload. */
export const photoKey = (token: string): string => `team-photos/${token}`;

type Team = 1 | 2;

export async function savePhoto(
  deps: ChallengesDeps,
  userId: number,
  id: number,
  team: Team,
  file: { buffer: Buffer } | undefined,
): Promise<{ res: true; data: Challenge }> {
  if (!file || file.buffer.length === 0) {
    throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
  }
  // the file is written before the transaction, so no database connection waits on the disk or the bucket;
  // a refused or failed save removes it again
  return storePublicImage(deps.storage, file.buffer, TEAM_PHOTO_IMAGE, ({ key, token, mime }) =>
    withParticipant(deps, userId, id, async ({ trx, user, row, me }) => {
      if (!me.is_owner && (me.team !== team || me.status === 'declined')) throw invalidChallenge();
      if (row.status === 'completed') throw notEditable();
      if (row.kind === 'company' && team === 2)
        throw invalidParam('team', 'A company challenge has one team.');
      const previous = await lockPhoto(trx, id, team);
      await savePhotoRow(trx, { challengeId: id, team, token, mime, storageKey: key });
      return {
        result: { res: true as const, data: await one(deps, trx, id, user) },
        replacedKey: previous?.storage_key ?? null,
      };
    }),
  );
}

export async function deletePhoto(
  deps: ChallengesDeps,
  userId: number,
  id: number,
  team: Team,
): Promise<{ res: true; data: Challenge }> {
  const { result, keys } = await withParticipant(deps, userId, id, async ({ trx, user, me }) => {
    if (!me.is_owner && (me.team !== team || me.status === 'declined')) throw invalidChallenge();
    const keys = await deletePhotoRows(trx, id, team);
    return { result: { res: true as const, data: await one(deps, trx, id, user) }, keys };
  });
  await deleteFiles(deps.storage, keys);
  return result;
}

export async function photo(deps: ChallengesDeps, token: string): Promise<{ mime: string; data: Buffer }> {
  const row = await findPhoto(deps.db, token);
  if (!row) throw invalidPhoto();
  if (row.storage_key !== null) {
    const stored = await deps.storage.get(row.storage_key);
    if (!stored) throw invalidPhoto();
    return { mime: row.mime, data: stored.body };
  }
  // a photo from before migration 0008: serve its bytes and move them to the storage on the way
  const data = Buffer.from(row.data!);
  await moveToStorage(deps, token, row.mime, data).catch((error: unknown) => {
    logger.warn({ err: error, token }, 'challenges: could not move a photo to the file storage');
  });
  return { mime: row.mime, data };
}

/** Writes a legacy photo's bytes to the storage and drops them from the row (unless it changed meanwhile). */
async function moveToStorage({ db, storage }: ChallengesDeps, token: string, mime: string, data: Buffer) {
  const key = photoKey(token);
  await storage.put(key, data, mime);
  if (!(await markPhotoMoved(db, token, key))) await deleteFiles(storage, [key]);
}

/** Removes stored files after the transaction that dropped their rows; a failure leaves an orphan, not an error. */
export async function deleteFiles(storage: FileStorage, keys: ReadonlyArray<string | null>): Promise<void> {
  await Promise.all(
    keys.flatMap((key) =>
      key === null
        ? []
        : [
            storage.delete(key).catch((error: unknown) => {
              logger.warn({ err: error, key }, 'challenges: could not delete a file from the file storage');
            }),
          ],
    ),
  );
}
