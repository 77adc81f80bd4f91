// The caller's opt-in and their company's ranking of the month: the cached one while it is current, else read.
import { logger } from '../../../../shared/logger';
import { RANKING_CHANGES_KEEP_SECONDS, type RankingSnapshot } from '../cache';
import { checkRanking, loadRankingSnapshot, pruneRankingChanges } from '../repository';
import type { RankingDeps } from './context';

/** Reads the ranking; now and then also drops old change records, without waiting for that. */
function read({ db, cache }: RankingDeps, userId: number, month: string) {
  if (cache.prunesDue()) {
    pruneRankingChanges(db, RANKING_CHANGES_KEEP_SECONDS).catch((error: unknown) =>
      logger.warn({ err: error }, 'pruning ranking_changes failed'),
    );
  }
  return loadRankingSnapshot(db, { userId, month });
}

/** The caller's opt-in and their company's ranking of the month: the cached one while it is current. */
export async function current(
  deps: RankingDeps,
  userId: number,
  month: string,
): Promise<{ participating: number; entry: RankingSnapshot }> {
  const { db, cache } = deps;
  const since = performance.now();
  const cached = cache.lookup(userId, month);
  if (cached) {
    const check = await checkRanking(db, {
      userId,
      companyId: cached.companyId,
      snapshot: cached.entry.row.snapshot,
    });
    if (check?.fresh && !cached.expired) return { participating: check.participating, entry: cached.entry };
    if (check && check.company_id === cached.companyId) {
      // changed since (or too old): join a read that started after this request, else read it again
      const entry =
        (await cache.pending(cached.companyId, month, since)) ??
        (await cache.build(userId, month, cached.companyId, () => read(deps, userId, month)));
      return { participating: check.participating, entry };
    }
  }
  const entry = await cache.build(userId, month, null, () => read(deps, userId, month));
  return { participating: entry.row.participating, entry };
}
