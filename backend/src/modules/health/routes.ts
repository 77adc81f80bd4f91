// GET /wp-json/health and /wp-json/officefit/v1/health: the process is up and the database answers.
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { type DbKind, ping } from '../../db/client';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';

export interface HealthDeps {
  db: Kysely<Database>;
  dbKind: DbKind;
}

/** Router with both health paths (no authentication). */
export function healthRoutes({ db, dbKind }: HealthDeps): Router {
  const router = Router();
  router.get(['/health', '/officefit/v1/health'], async (_req, res) => {
    const ok = await ping(db).catch(() => false);
    if (!ok) throw new AppError('unavailable', 'db_unavailable', 'The database does not answer.');
    res.set('Cache-Control', 'no-store').json({ status: 'ok', db: dbKind });
  });
  return router;
}
