// An exercise's picture: staff upload or remove it; the public endpoint serves the file by its token.
import type { AdminExercise } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { type PublicImageOptions, removeQuietly, storePublicImage } from '../../../shared/storage';
import { generatedIllustrationPath, uploadedIllustrationPath } from '../mappers';
import * as repo from '../repository';
import {
  audit,
  type CatalogueServiceDeps,
  loadExercise,
  lockExercise,
  notFound,
  type StaffAction,
} from './context';

export const ILLUSTRATION_MAX_BYTES = 2 * 1024 * 1024;

/**
 * An uploaded picture: the type read from the bytes (JPEG, PNG, WebP; SVG is refused, since a script or an external
 * reference in it would be served from our origin), re-encoded to WebP without metadata, at most 1200 px.
 */
const ILLUSTRATION_IMAGE: PublicImageOptions = {
  maxBytes: ILLUSTRATION_MAX_BYTES,
  size: { px: 1200, fit: 'inside' },
  formats: ['jpeg', 'png', 'webp'],
  output: 'webp',
  folder: 'exercise-illustrations',
  extension: '.webp',
  invalid: () =>
    new AppError('invalid_data', 'rest_upload_type', 'Only image files (JPEG, PNG, WebP) are allowed.'),
};

export async function uploadIllustration(
  deps: CatalogueServiceDeps,
  id: number,
  file: { buffer: Buffer } | undefined,
  staff: StaffAction,
): Promise<AdminExercise> {
  const before = await loadExercise(deps.db, id);
  if (!file?.buffer.length)
    throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
  const after = await storePublicImage(deps.storage, file.buffer, ILLUSTRATION_IMAGE, ({ key, token }) =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await repo.findExercise(trx, id, true))) throw notFound();
      const replacedKey = await repo.deleteIllustration(trx, id);
      await repo.insertIllustration(trx, { token, exercise_id: id, storage_key: key });
      await repo.updateExercise(trx, id, { illustration: uploadedIllustrationPath(token) });
      return { result: await loadExercise(trx, id), replacedKey };
    }),
  );
  await audit(deps, 'exercise.illustration_uploaded', staff, before, after);
  return after;
}

/** Back to the generated figure; the file goes after the commit. */
export async function removeIllustration(
  deps: CatalogueServiceDeps,
  id: number,
  staff: StaffAction,
): Promise<AdminExercise> {
  const { before, after, key } = await deps.db.transaction().execute(async (trx) => {
    const { row, exercise: before } = await lockExercise(trx, id);
    const key = await repo.deleteIllustration(trx, id);
    await repo.updateExercise(trx, id, { illustration: generatedIllustrationPath(row.slug, new Date()) });
    return { before, after: await loadExercise(trx, id), key };
  });
  if (key) await removeQuietly(deps.storage, key);
  await audit(deps, 'exercise.illustration_removed', staff, before, after);
  return after;
}

export async function illustration(
  { db, storage }: CatalogueServiceDeps,
  token: string,
): Promise<{ mime: string; data: Buffer }> {
  const row = await repo.findIllustration(db, token);
  const file = row && (await storage.get(row.storage_key));
  if (!row || !file) throw new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise.');
  return { mime: row.mime, data: file.body };
}
