// GET ranking_short / ranking_medium / ranking_full: the caller's company ranking of a month, a page of it and
// the head (the caller's row, the company goal, the sub-rankings).
import type { Ranking } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import type { RankedList, RankingSnapshot } from '../cache';
import { monthWindow } from '../month-window';
import type { RankingSnapshotRow } from '../repository';
import { RANKING_SIZES, type RankingQuery, type RankingSize } from '../schemas';
import type { RankingDeps } from './context';
import { current } from './current';

/** Company goal per ranked member when the company set none. */
export const GOAL_POINTS_PER_MEMBER = 1000;

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

/** The slice asked for: a page with `page`/`per_page`, else the size's first places (all for `full`). */
function sliceOf(size: RankingSize, query: RankingQuery) {
  const paged = query.page !== undefined || query.per_page !== undefined;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const limit = paged ? perPage : RANKING_SIZES[size];
  const offset = paged ? ((query.page ?? 1) - 1) * perPage : 0;
  return { paged, perPage, limit, offset };
}

/** A sub-ranking exists only where the company enabled them, and only among its own. */
function checkSubcat(row: RankingSnapshotRow, subcat: number | null): void {
  if (subcat === null || row.company_id === null) return;
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

/** Everything of the answer but the list: the caller's row, the company's goal, the sub-rankings. */
function headOf(
  entry: RankingSnapshot,
  list: RankedList,
  caller: { userId: number; participating: number },
  query: RankingQuery,
  month: string,
): Omit<Ranking, 'res' | 'data'> {
  const { row } = entry;
  const companyGoal =
    row.company_id === null
      ? 0
      : (row.ranking_goal ?? Math.max(1, entry.participants) * GOAL_POINTS_PER_MEMBER);
  const goalPoints = Math.max(0, entry.companyPoints);
  return {
    me: list.row(caller.userId),
    participants: entry.participants,
    participating: caller.participating === 1 ? 1 : 0,
    goal_percent: companyGoal > 0 ? Math.min(100, Math.floor((100 * goalPoints) / companyGoal)) : 0,
    company_goal: companyGoal,
    goal_points: goalPoints,
    company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
    enable_subranking: row.enable_subranking,
    subcats: row.enable_subranking ? entry.subcats : [],
    pastmonths: query.pastmonths,
    month,
  };
}

export async function ranking(
  deps: RankingDeps,
  userId: number,
  size: RankingSize,
  query: RankingQuery,
): Promise<RankingChunks> {
  const window = monthWindow(deps.clock(), query.pastmonths);
  const { paged, perPage, limit, offset } = sliceOf(size, query);
  const subcat = query.subcat ?? null;
  const { participating, entry } = await current(deps, userId, window.month);
  checkSubcat(entry.row, subcat);
  const list = entry.list(subcat);
  const head = headOf(entry, list, { userId, participating }, query, window.month);
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
}
