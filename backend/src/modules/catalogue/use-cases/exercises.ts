// The staff's exercise list, detail, create and change: both languages at once, in one transaction each.
import type {
  AdminExercise,
  AdminExerciseList,
  ExerciseCreateBody,
  ExerciseUpdateBody,
} from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import {
  exerciseValues,
  generatedIllustrationPath,
  textValues,
  toAdminSummary,
  uploadedIllustrationPath,
} from '../mappers';
import * as repo from '../repository';
import type { ListExercisesQuery } from '../schemas';
import { audit, type CatalogueServiceDeps, loadExercise, lockExercise, type StaffAction } from './context';

const slugUsed = () =>
  new AppError('conflict', 'exercise_slug_used', 'An exercise with this slug exists already.');

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function list(
  { db }: CatalogueServiceDeps,
  query: ListExercisesQuery,
): Promise<AdminExerciseList> {
  const { rows, total } = await repo.listExercises(db, {
    search: query.search || undefined,
    kind: query.kind,
    region: query.region,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { items: rows.map(toAdminSummary), total };
}

export function detail({ db }: CatalogueServiceDeps, id: number): Promise<AdminExercise> {
  return loadExercise(db, id);
}

export async function create(
  deps: CatalogueServiceDeps,
  body: ExerciseCreateBody,
  staff: StaffAction,
): Promise<AdminExercise> {
  let created: AdminExercise;
  try {
    created = await deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertExercise(
        trx,
        body.slug,
        exerciseValues(body, generatedIllustrationPath(body.slug, new Date())),
      );
      for (const lang of repo.LANGS) await repo.saveTexts(trx, id, lang, textValues(body[lang]));
      return loadExercise(trx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugUsed();
    throw error;
  }
  await audit(deps, 'exercise.created', staff, null, created);
  return created;
}

export async function update(
  deps: CatalogueServiceDeps,
  id: number,
  body: ExerciseUpdateBody,
  staff: StaffAction,
): Promise<AdminExercise> {
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const { row, exercise: before } = await lockExercise(trx, id);
    // an uploaded picture stays; the generated figure gets a new address (it shows name and regions)
    const illustration = row.token
      ? uploadedIllustrationPath(row.token)
      : generatedIllustrationPath(row.slug, new Date());
    await repo.updateExercise(trx, id, exerciseValues(body, illustration));
    for (const lang of repo.LANGS) await repo.saveTexts(trx, id, lang, textValues(body[lang]));
    return { before, after: await loadExercise(trx, id) };
  });
  await audit(deps, 'exercise.updated', staff, before, after);
  return after;
}
