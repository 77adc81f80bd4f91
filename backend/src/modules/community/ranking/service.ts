// GET ranking_short / ranking_medium / ranking_full (docs/api-community.md "Ranking").
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Ranking } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { type Clock, localDate } from '../../kernel';
import { RANKING_CHANGES_KEEP_SECONDS, RankingCache, type RankingSnapshot } from './cache';
import { checkRanking, loadRankingSnapshot, pruneRankingChanges, type RankingWindow } from './repository';
import { RANKING_SIZES, type RankingQuery, type RankingSize } from './schemas';
import { BUSINESS_TIME_ZONE } from '../../../shared/domain';
import { logger } from '../../../shared/logger';

/** Months are counted in the company's home time zone. */
/** Company goal per ranked member when the company set none. */
export const GOAL_POINTS_PER_MEMBER = 1000;

// The JSON shapes are the wire types shared with the community app (@officefit/domain).
export type { Ranking, RankingEntry } from '../../../shared/domain';

/** Month windows by month index (year * 12 + month): a zoned date costs more than the rest of a kept ranking. */
const monthWindows = new Map<number, RankingWindow & { month: string }>();

/** The calendar month `pastmonths` back from the instant, in BUSINESS_TIME_ZONE: [from, to) and 'YYYY-MM'. */
export function monthWindow(now: Date, pastmonths: number): RankingWindow & { month: string } {
  const today = localDate(now, BUSINESS_TIME_ZONE);
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - pastmonths;
  const kept = monthWindows.get(index);
  if (kept) return { ...kept };
  const year = Math.floor(index / 12);
  const month = index % 12;
  const from = new TZDate(year, month, 1, BUSINESS_TIME_ZONE);
  const to = new TZDate(year, month + 1, 1, BUSINESS_TIME_ZONE);
  const window = {
    from: new Date(from.getTime()),
    to: new Date(to.getTime()),
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
  };
  if (monthWindows.size >= 240) monthWindows.clear();
  monthWindows.set(index, window);
  return { ...window };
}

/** Pages longer than this are cut from the serialized list (serializing every member once pays off). */
const SERIALIZE_FROM = 10;

/** Page size of ranking_full when `page` is given without `per_page` (WordPress's default). */
export const DEFAULT_PER_PAGE = 10;

/** A ranking as the response body, and the size of the whole list (X-WP-Total of ranking_full) in pages. */
export interface RankingChunks {
  /** The Ranking JSON (docs/api-community.md "Ranking") in chunks: a whole list is shared from its cache. */
  body: Array<Buffer | string>;
  total: number;
  totalPages: number;
}

export interface RankingService {
  ranking(userId: number, size: RankingSize, query: RankingQuery): Promise<RankingChunks>;
}

export function createRankingService(db: Kysely<Database>, clock: Clock): RankingService {
  const cache = new RankingCache();

  /** Reads the ranking; now and then also drops old change records, without waiting for that. */
  function read(userId: number, month: string) {
    if (cache.prunesDue()) {
      pruneRankingChanges(db, RANKING_CHANGES_KEEP_SECONDS).catch((error: unknown) =>
        logger.warn({ err: error }, 'pruning ranking_changes failed'),
      );
    }
    return loadRankingSnapshot(db, { userId, month });
  }

  /** The caller's opt-in and their company's ranking of the month: the cached one while it is current. */
  async function current(
    userId: number,
    month: string,
  ): Promise<{ participating: number; entry: RankingSnapshot }> {
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
          (await cache.build(userId, month, cached.companyId, () => read(userId, month)));
        return { participating: check.participating, entry };
      }
    }
    const entry = await cache.build(userId, month, null, () => read(userId, month));
    return { participating: entry.row.participating, entry };
  }

  return {
    async ranking(userId, size, query) {
      const window = monthWindow(clock(), query.pastmonths);
      const paged = query.page !== undefined || query.per_page !== undefined;
      const perPage = query.per_page ?? DEFAULT_PER_PAGE;
      const limit = paged ? perPage : RANKING_SIZES[size];
      const offset = paged ? ((query.page ?? 1) - 1) * perPage : 0;
      const subcat = query.subcat ?? null;
      const { participating, entry } = await current(userId, window.month);
      const { row } = entry;
      if (subcat !== null && row.company_id !== null) {
        if (!row.enable_subranking) {
          throw new AppError(
            'invalid_data',
            'rest_subranking_disabled',
            'Sub-rankings are not enabled for your company.',
          );
        }
        if (!row.subcat_ids.includes(subcat)) {
          throw new AppError('not_found', 'rest_subcat_invalid', 'Invalid sub-ranking.');
        }
      }
      const list = entry.list(subcat);
      const companyGoal =
        row.company_id === null
          ? 0
          : (row.ranking_goal ?? Math.max(1, entry.participants) * GOAL_POINTS_PER_MEMBER);
      const goalPoints = Math.max(0, entry.companyPoints);
      const head: Omit<Ranking, 'res' | 'data'> = {
        me: list.row(userId),
        participants: entry.participants,
        participating: participating === 1 ? 1 : 0,
        goal_percent: companyGoal > 0 ? Math.min(100, Math.floor((100 * goalPoints) / companyGoal)) : 0,
        company_goal: companyGoal,
        goal_points: goalPoints,
        company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
        enable_subranking: row.enable_subranking,
        subcats: row.enable_subranking ? entry.subcats : [],
        pastmonths: query.pastmonths,
        month: window.month,
      };
      // short lists are made directly; longer pages are cut from the list's cached serialization
      const data =
        limit === null
          ? list.json(userId)
          : limit <= SERIALIZE_FROM
            ? [JSON.stringify(list.page(offset, limit, userId))]
            : list.pageJson(offset, limit, userId);
      const total = list.size;
      return {
        body: ['{"res":true,"data":', ...data, `,${JSON.stringify(head).slice(1)}`],
        total,
        totalPages: paged ? Math.ceil(total / perPage) : Math.min(total, 1),
      };
    },
  };
}
