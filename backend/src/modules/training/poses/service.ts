// The exercise demonstration for staff: read it, replace it (audited with before/after). Replacing marks the
// exercise as edited (edited_at), so the catalogue seed no longer overwrites it from the data files.
import type { Response } from 'express';
import { type Kysely, sql } from 'kysely';
import type { ExercisePoses } from '@officefit/pose-figure';
import type { Database } from '../../../db/schema';
import type { ExercisePosesAnswer } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { auditDetails } from '../../audit';
import { illustrationPath } from '../shared/exercise-json';

/** GET/PUT admin/exercises/{id}/poses (the wire type of @officefit/domain with the figure's poses). */
type PosesAnswer = ExercisePosesAnswer<ExercisePoses>;

export interface StaffAction {
  actorId: number;
  res: Response;
}

/** True when the exercise shows the generated picture (not a staff upload). */
const generated = (slug: string, illustration: string | null) =>
  !illustration || illustration.startsWith(illustrationPath(slug));

const notFound = () => new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');

export function createPosesService(db: Kysely<Database>) {
  async function load(executor: Kysely<Database>, id: number): Promise<PosesAnswer> {
    const row = await executor
      .selectFrom('exercises as e')
      .leftJoin('exercise_translations as de', (join) =>
        join.onRef('de.exercise_id', '=', 'e.id').on('de.lang', '=', 'de'),
      )
      .leftJoin('exercise_translations as en', (join) =>
        join.onRef('en.exercise_id', '=', 'e.id').on('en.lang', '=', 'en'),
      )
      .select([
        'e.id',
        'e.slug',
        'e.kind',
        'e.regions',
        'e.duration_seconds',
        'e.repetitions',
        'e.poses',
        'de.name as name_de',
        'en.name as name_en',
      ])
      .where('e.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      id: row.id,
      slug: row.slug,
      name: { de: row.name_de ?? row.slug, en: row.name_en ?? row.name_de ?? row.slug },
      kind: row.kind,
      regions: row.regions,
      duration: row.duration_seconds,
      repetitions: row.repetitions,
      poses: (row.poses as ExercisePoses | null) ?? null,
    };
  }

  return {
    get: (id: number) => load(db, id),

    async replace(id: number, poses: ExercisePoses, staff: StaffAction): Promise<PosesAnswer> {
      const { before, after } = await db.transaction().execute(async (trx) => {
        // lock the row so that two editors saving at once are audited in order
        const locked = await trx
          .selectFrom('exercises')
          .select(['slug', 'illustration'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw notFound();
        const previous = await load(trx, id);
        await trx
          .updateTable('exercises')
          .set({
            poses: JSON.stringify(poses),
            // the generated picture (the starting position) changes: a new address passes the week-long cache
            ...(generated(locked.slug, locked.illustration)
              ? { illustration: `${illustrationPath(locked.slug)}?v=${Date.now().toString(36)}` }
              : {}),
            edited_at: sql<Date>`now()`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .execute();
        return { before: previous, after: await load(trx, id) };
      });
      await auditDetails(db, staff.res, staff.actorId, {
        action: 'exercise.poses',
        subject: `exercise:${after.slug}`,
        before: before.poses,
        after: after.poses,
      });
      return after;
    },
  };
}

export type PosesService = ReturnType<typeof createPosesService>;
