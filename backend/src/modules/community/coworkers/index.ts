// GET coworkers: the opted-in colleagues of the caller's company (docs/api-community.md "Coworkers").
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../../shared/access';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Coworker } from '../../../shared/domain';
import { currentUser } from '../../../shared/auth';
import { validate } from '../../../shared/validate';
import { MAX_ACTIVE_CHALLENGES } from '../../kernel';
import { activeCounts } from '../challenges';
import {
  byDisplayName,
  loadCommunityUser,
  memberColumns,
  requireParticipating,
  toMember,
} from '../shared/members';
import { noQuery } from '../shared/schemas';

/** The caller's opted-in colleagues, ordered by display name. */
export async function listCoworkers(db: Kysely<Database>, userId: number): Promise<Coworker[]> {
  const caller = await loadCommunityUser(db, userId);
  requireParticipating(caller);
  if (caller.companyId === null) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('company_subcategories as s', 's.id', 'u.subcategory_id')
    .select(memberColumns)
    .where('u.company_id', '=', caller.companyId)
    .where('u.participating', '=', 1)
    .where('u.id', '<>', userId)
    .orderBy(byDisplayName)
    .orderBy('u.id')
    .execute();
  const counts = await activeCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const active = counts.get(row.id) ?? 0;
    return { ...toMember(row), active_challenges: active, available: active < MAX_ACTIVE_CHALLENGES };
  });
}

export interface CoworkersModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires GET coworkers. */
export function createCoworkersModule({ db, requireAuth }: CoworkersModuleDeps): { router: Router } {
  const router = Router();
  router.get(
    '/coworkers',
    requireAuth,
    requireAccess('abo'),
    validate({ query: noQuery }),
    async (req, res) => {
      res.json(await listCoworkers(db, currentUser(req).id));
    },
  );
  return { router };
}
