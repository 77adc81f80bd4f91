// officefit/v1/media/exercises/{slug}.svg: the generated exercise illustrations (public, cached for a week): the
// demonstration's starting position (pose figure, target regions highlighted) when the exercise has poses, else the
// body outline with the target regions. Drawn here so that lists of exercise cards need no figure code.
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { contentLangParam } from '../../../shared/params';
import { parseOrThrow } from '../../../shared/validate';
import { exercisePosesSchema, poseSvg, regionSegments } from '@officefit/pose-figure';
import { illustrationSvg } from './illustration';
import { sendSvg } from '../../../shared/image-response';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
// other query parameters (cache busters) are ignored
const mediaQuery = z.object({ lang: contentLangParam });

const notFound = () => new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise.');

export function mediaRoutes(db: Kysely<Database>): Router {
  const router = Router();
  router.get('/media/exercises/:file', async (req, res) => {
    // a malformed name is simply an unknown file
    const slug = FILE.exec(String(req.params.file))?.[1];
    if (!slug) throw notFound();
    const { lang } = parseOrThrow(mediaQuery, req.query, 'query');
    const row = await db
      .selectFrom('exercises as e')
      .leftJoin('exercise_translations as t', (join) =>
        join.onRef('t.exercise_id', '=', 'e.id').on('t.lang', '=', lang),
      )
      .leftJoin('exercise_translations as d', (join) =>
        join.onRef('d.exercise_id', '=', 'e.id').on('d.lang', '=', 'de'),
      )
      .select((eb) => [
        'e.kind',
        'e.regions',
        'e.slug',
        'e.poses',
        eb.fn.coalesce('t.name', 'd.name').as('name'),
      ])
      .where('e.slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw notFound();
    const name = row.name ?? row.slug;
    const poses = exercisePosesSchema.safeParse(row.poses);
    const svg = poses.success
      ? poseSvg(poses.data.poses[0]!, { label: name, highlight: regionSegments(row.regions) })
      : illustrationSvg({ name, kind: row.kind, regions: row.regions });
    sendSvg(res, svg);
  });
  return router;
}
