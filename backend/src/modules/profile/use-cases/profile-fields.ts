// GET and PUT me/profile: the profile fields, written in one transaction; the sub-category must belong to the
// user's company.
import type { Profile, UpdateProfileBody } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import * as repo from '../repository';
import { invalidUser, type ProfileServiceDeps, toProfile } from './context';

export async function getProfile({ db }: ProfileServiceDeps, userId: number): Promise<Profile> {
  const row = await repo.findProfileRow(db, userId);
  if (!row) throw invalidUser();
  return toProfile(db, row);
}

export async function updateProfile(
  deps: ProfileServiceDeps,
  userId: number,
  body: UpdateProfileBody,
): Promise<Profile> {
  await deps.db.transaction().execute(async (tx) => {
    const row = await repo.findProfileRow(tx, userId, true);
    if (!row) throw invalidUser();
    const { height, weight, newsletter, subcategory_id: subcategory, ...fields } = body;
    if (subcategory != null && !(await repo.subcategoryBelongs(tx, subcategory, row.company_id))) {
      const message = 'This location or department does not belong to your company.';
      throw new AppError('invalid_data', 'subcategory_invalid', message, {
        params: { subcategory_id: message },
      });
    }
    await repo.updateUser(tx, userId, {
      ...fields,
      ...(subcategory !== undefined && { subcategory_id: subcategory }),
      ...(newsletter !== undefined && { newsletter: newsletter ? 1 : 0 }),
    });
    if (height !== undefined || weight !== undefined) {
      const body = {
        ...(height !== undefined && { height }),
        ...(weight !== undefined && { weight: weight === null ? null : Math.round(weight * 10) / 10 }),
      };
      await repo.upsertBodyData(tx, userId, body);
    }
  });
  return getProfile(deps, userId);
}
