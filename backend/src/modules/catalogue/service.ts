// Staff edit the exercise catalogue (issue 14): list, read, create and change an exercise in both languages at
// once, upload or remove its picture. Every write is one transaction and completes the request's audit row with
// the state before and after; the public exercise endpoints read the same rows, so an edit shows at once.
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  AdminExercise,
  AdminExerciseList,
  ExerciseCreateBody,
  ExerciseUpdateBody,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import {
  type FileStorage,
  type PublicImageOptions,
  removeQuietly,
  storePublicImage,
} from '../../shared/storage';
import { auditDetails } from '../audit';
import {
  exerciseValues,
  generatedIllustrationPath,
  textValues,
  toAdminExercise,
  toAdminSummary,
  uploadedIllustrationPath,
} from './mappers';
import * as repo from './repository';
import type { ListExercisesQuery } from './schemas';

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

export interface StaffAction {
  actorId: number;
  res: Response;
}

export interface CatalogueServiceDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

const notFound = () => new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');
const slugUsed = () =>
  new AppError('conflict', 'exercise_slug_used', 'An exercise with this slug exists already.');

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function createCatalogueService({ db, storage }: CatalogueServiceDeps) {
  async function load(id: number, trx: Kysely<Database> = db): Promise<AdminExercise> {
    const row = await repo.findExercise(trx, id);
    if (!row) throw notFound();
    return toAdminExercise(row, await repo.findTexts(trx, id));
  }

  async function audit(
    action: string,
    staff: StaffAction,
    before: AdminExercise | null,
    after: AdminExercise,
  ) {
    await auditDetails(db, staff.res, staff.actorId, {
      action,
      subject: `exercise:${after.slug}`,
      before,
      after,
    });
  }

  return {
    async list(query: ListExercisesQuery): Promise<AdminExerciseList> {
      const { rows, total } = await repo.listExercises(db, {
        search: query.search || undefined,
        kind: query.kind,
        region: query.region,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { items: rows.map(toAdminSummary), total };
    },

    detail: (id: number) => load(id),

    async create(body: ExerciseCreateBody, staff: StaffAction): Promise<AdminExercise> {
      let created: AdminExercise;
      try {
        created = await db.transaction().execute(async (trx) => {
          const id = await repo.insertExercise(
            trx,
            body.slug,
            exerciseValues(body, generatedIllustrationPath(body.slug, new Date())),
          );
          for (const lang of repo.LANGS) await repo.saveTexts(trx, id, lang, textValues(body[lang]));
          return load(id, trx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugUsed();
        throw error;
      }
      await audit('exercise.created', staff, null, created);
      return created;
    },

    async update(id: number, body: ExerciseUpdateBody, staff: StaffAction): Promise<AdminExercise> {
      const { before, after } = await db.transaction().execute(async (trx) => {
        const row = await repo.findExercise(trx, id, true);
        if (!row) throw notFound();
        const before = toAdminExercise(row, await repo.findTexts(trx, id));
        // an uploaded picture stays; the generated figure gets a new address (it shows name and regions)
        const illustration = row.token
          ? uploadedIllustrationPath(row.token)
          : generatedIllustrationPath(row.slug, new Date());
        await repo.updateExercise(trx, id, exerciseValues(body, illustration));
        for (const lang of repo.LANGS) await repo.saveTexts(trx, id, lang, textValues(body[lang]));
        return { before, after: await load(id, trx) };
      });
      await audit('exercise.updated', staff, before, after);
      return after;
    },

    async uploadIllustration(
      id: number,
      file: { buffer: Buffer } | undefined,
      staff: StaffAction,
    ): Promise<AdminExercise> {
      const before = await load(id);
      if (!file?.buffer.length)
        throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
      const after = await storePublicImage(storage, file.buffer, ILLUSTRATION_IMAGE, ({ key, token }) =>
        db.transaction().execute(async (trx) => {
          if (!(await repo.findExercise(trx, id, true))) throw notFound();
          const replacedKey = await repo.deleteIllustration(trx, id);
          await repo.insertIllustration(trx, { token, exercise_id: id, storage_key: key });
          await repo.updateExercise(trx, id, { illustration: uploadedIllustrationPath(token) });
          return { result: await load(id, trx), replacedKey };
        }),
      );
      await audit('exercise.illustration_uploaded', staff, before, after);
      return after;
    },

    /** Back to the generated figure; the file goes after the commit. */
    async removeIllustration(id: number, staff: StaffAction): Promise<AdminExercise> {
      const { before, after, key } = await db.transaction().execute(async (trx) => {
        const row = await repo.findExercise(trx, id, true);
        if (!row) throw notFound();
        const before = toAdminExercise(row, await repo.findTexts(trx, id));
        const key = await repo.deleteIllustration(trx, id);
        await repo.updateExercise(trx, id, { illustration: generatedIllustrationPath(row.slug, new Date()) });
        return { before, after: await load(id, trx), key };
      });
      if (key) await removeQuietly(storage, key);
      await audit('exercise.illustration_removed', staff, before, after);
      return after;
    },

    async illustration(token: string): Promise<{ mime: string; data: Buffer }> {
      const row = await repo.findIllustration(db, token);
      const file = row && (await storage.get(row.storage_key));
      if (!row || !file) throw new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise.');
      return { mime: row.mime, data: file.body };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
