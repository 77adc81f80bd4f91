import { z } from 'zod';
import { integerParam } from '../../../shared/params';
import type { RankingSize } from '../../../shared/domain';

/** Most months GET ranking_* looks back. */
export const MAX_PAST_MONTHS = 12;

/** GET ranking_short / ranking_medium / ranking_full. */
export const rankingQuery = z.strictObject({
  pastmonths: integerParam('pastmonths', 0, MAX_PAST_MONTHS).default(0),
  subcat: integerParam('subcat', 1, 2_147_483_647).optional(),
});
export type RankingQuery = z.output<typeof rankingQuery> & { page?: number; per_page?: number };

/**
 * GET ranking_full also pages, WordPress-style (`page`, `per_page` 1–100, X-WP-Total / X-WP-TotalPages). Without
 * both it answers everyone, as the clients written before paging expect; with either, `per_page` defaults to 10.
 */
export const rankingFullQuery = rankingQuery.extend({
  page: integerParam('page', 1, 100_000).optional(),
  per_page: integerParam('per_page', 1, 100).optional(),
});

/** Rows each list returns (null = everyone). */
export const RANKING_SIZES = { short: 3, medium: 10, full: null } as const satisfies Record<
  RankingSize,
  number | null
>;
export type { RankingSize };
