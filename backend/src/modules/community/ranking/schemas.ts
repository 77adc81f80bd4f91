import { z } from 'zod';
import { integerParam } from '../../../shared/params';

/** Most months GET ranking_* looks back. */
export const MAX_PAST_MONTHS = 12;

/** GET ranking_short / ranking_medium / ranking_full. */
export const rankingQuery = z.strictObject({
  pastmonths: integerParam('pastmonths', 0, MAX_PAST_MONTHS).default(0),
  subcat: integerParam('subcat', 1, 2_147_483_647).optional(),
});
export type RankingQuery = z.output<typeof rankingQuery>;

/** Rows each list returns (null = everyone). */
export const RANKING_SIZES = { short: 3, medium: 10, full: null } as const;
export type RankingSize = keyof typeof RANKING_SIZES;
