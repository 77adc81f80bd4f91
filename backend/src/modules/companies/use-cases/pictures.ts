// The uploaded picture of a location/department: stored under `subcategories/<token>` and served by its token.
import { AppError } from '../../../shared/errors';
import { type PublicImageOptions, storePublicImage } from '../../../shared/storage';
import type { CompanySubcategory } from '../../../shared/domain';
import * as repo from '../repository';
import { type CompaniesDeps, notFound } from './context';
import { findSubcategory, subcategoryJson } from './subcategories';

/** Pictures of locations/departments: at most 2 MB, one file. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

type PictureMime = Parameters<typeof repo.insertPicture>[1]['mime'];

/** How an uploaded location/department picture is checked and stored (key `subcategories/<token>`). */
const PICTURE_IMAGE: PublicImageOptions = {
  maxBytes: PICTURE_MAX_BYTES,
  size: { px: 1600, fit: 'inside' },
  formats: ['jpeg', 'png', 'webp'],
  folder: 'subcategories',
  invalid: () =>
    new AppError('invalid_data', 'rest_upload_type', 'Only image files (JPEG, PNG, WebP) are allowed.'),
};

export async function uploadPicture(
  deps: CompaniesDeps,
  companyId: number,
  id: number,
  file: { buffer: Buffer } | undefined,
): Promise<CompanySubcategory> {
  await findSubcategory(deps, companyId, id);
  if (!file?.buffer.length)
    throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
  // the old upload's row goes in the same transaction; its file after the commit
  await storePublicImage(deps.storage, file.buffer, PICTURE_IMAGE, ({ key, token, mime }) =>
    deps.db.transaction().execute(async (trx) => {
      const replacedKey = await repo.deletePicture(trx, id);
      await repo.insertPicture(trx, {
        token,
        subcategoryId: id,
        storageKey: key,
        mime: mime as PictureMime,
      });
      return { result: undefined, replacedKey };
    }),
  );
  return subcategoryJson(deps, companyId, id);
}

export async function picture(
  { db, storage }: CompaniesDeps,
  token: string,
): Promise<{ mime: string; data: Buffer }> {
  const row = await repo.findPicture(db, token);
  const file = row && (await storage.get(row.storage_key));
  if (!row || !file) throw notFound('picture_not_found', 'Picture not found.');
  return { mime: row.mime, data: file.body };
}
