// POST and DELETE me/avatar, GET avatar/{file}: the re-encoded image is stored before the user points at
// it, and the previous file is removed after.
import type { Profile } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { storePublicImage } from '../../../shared/storage';
import { AVATAR_IMAGE, avatarUrl } from '../avatar';
import * as repo from '../repository';
import { invalidUser, type ProfileServiceDeps } from './context';
import { getProfile } from './profile-fields';

/** Stores the re-encoded avatar, then points the user at it and removes the previous file. */
export async function saveAvatar(
  deps: ProfileServiceDeps,
  userId: number,
  file: Express.Multer.File | undefined,
): Promise<Profile> {
  if (!file) {
    throw new AppError('invalid_data', 'rest_upload_no_data', 'No data supplied.', {
      params: { file: 'Please choose an image.' },
    });
  }
  await storePublicImage(deps.storage, file.buffer, AVATAR_IMAGE, ({ key }) =>
    deps.db.transaction().execute(async (tx) => {
      const row = await repo.findProfileRow(tx, userId, true);
      if (!row) throw invalidUser();
      await repo.updateUser(tx, userId, { avatar_key: key, avatar: avatarUrl(key) });
      return { result: undefined, replacedKey: row.avatar_key };
    }),
  );
  return getProfile(deps, userId);
}

export async function deleteAvatar(deps: ProfileServiceDeps, userId: number): Promise<Profile> {
  const previous = await deps.db.transaction().execute(async (tx) => {
    const row = await repo.findProfileRow(tx, userId, true);
    if (!row) throw invalidUser();
    await repo.updateUser(tx, userId, { avatar_key: null, avatar: null });
    return row.avatar_key;
  });
  if (previous) await deps.storage.delete(previous);
  return getProfile(deps, userId);
}

/** The bytes of an avatar by its public file name, or not_found. */
export async function avatar({ storage }: ProfileServiceDeps, file: string): Promise<Buffer> {
  const stored = await storage.get(`avatars/${file}`);
  if (!stored) throw new AppError('not_found', 'rest_avatar_invalid', 'Invalid avatar.');
  return stored.body;
}
