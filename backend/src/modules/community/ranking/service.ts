// GET ranking_short / ranking_medium / ranking_full (docs/api-community.md "Ranking").
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Ranking, RankingEntry } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { type Clock, localDate } from '../../kernel';
import { toMember } from '../shared/members';
import { loadRanking, type RankingRowJson, type RankingWindow } from './repository';
import { RANKING_SIZES, type RankingQuery, type RankingSize } from './schemas';

/** Months are counted in the company's home time zone. */
export const RANKING_TIME_ZONE = 'Europe/Berlin';
/** Company goal per ranked member when the company set none. */
export const GOAL_POINTS_PER_MEMBER = 1000;

// The JSON shapes are the wire types shared with the community app (@officefit/domain).
export type { Ranking, RankingEntry } from '../../../shared/domain';

/** The calendar month `pastmonths` back from the instant, in RANKING_TIME_ZONE: [from, to) and 'YYYY-MM'. */
export function monthWindow(now: Date, pastmonths: number): RankingWindow & { month: string } {
  const today = localDate(now, RANKING_TIME_ZONE);
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - pastmonths;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const from = new TZDate(year, month, 1, RANKING_TIME_ZONE);
  const to = new TZDate(year, month + 1, 1, RANKING_TIME_ZONE);
  return {
    from: new Date(from.getTime()),
    to: new Date(to.getTime()),
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
  };
}

function toEntry(row: RankingRowJson, userId: number): RankingEntry {
  return { ...toMember(row), pos: row.pos, points: row.points, me: row.id === userId };
}

/** Page size of ranking_full when `page` is given without `per_page` (WordPress's default). */
export const DEFAULT_PER_PAGE = 10;

/** A ranking and the size of the whole list (X-WP-Total of ranking_full) in pages of the request. */
export interface RankingPage {
  ranking: Ranking;
  total: number;
  totalPages: number;
}

export interface RankingService {
  ranking(userId: number, size: RankingSize, query: RankingQuery): Promise<RankingPage>;
}

export function createRankingService(db: Kysely<Database>, clock: Clock): RankingService {
  return {
    async ranking(userId, size, query) {
      const window = monthWindow(clock(), query.pastmonths);
      const paged = query.page !== undefined || query.per_page !== undefined;
      const perPage = query.per_page ?? DEFAULT_PER_PAGE;
      const limit = paged ? perPage : RANKING_SIZES[size];
      const offset = paged ? ((query.page ?? 1) - 1) * perPage : 0;
      const result = await loadRanking(db, {
        userId,
        month: window.month,
        limit,
        offset,
        subcat: query.subcat ?? null,
      });
      if (query.subcat !== undefined && result.company_id !== null) {
        if (!result.enable_subranking) {
          throw new AppError(
            'invalid_data',
            'rest_subranking_disabled',
            'Sub-rankings are not enabled for your company.',
          );
        }
        if (!result.subcat_ok) throw new AppError('not_found', 'rest_subcat_invalid', 'Invalid sub-ranking.');
      }
      const companyGoal =
        result.company_id === null
          ? 0
          : (result.ranking_goal ?? Math.max(1, result.participants) * GOAL_POINTS_PER_MEMBER);
      const goalPoints = Math.max(0, result.company_points);
      const ranking: Ranking = {
        res: true,
        data: result.data.map((row) => toEntry(row, userId)),
        me: result.me ? toEntry(result.me, userId) : null,
        participants: result.participants,
        participating: result.participating === 1 ? 1 : 0,
        goal_percent: companyGoal > 0 ? Math.min(100, Math.floor((100 * goalPoints) / companyGoal)) : 0,
        company_goal: companyGoal,
        goal_points: goalPoints,
        company:
          result.company_id === null ? null : { id: result.company_id, name: result.company_name ?? '' },
        enable_subranking: result.enable_subranking,
        subcats: result.subcats,
        pastmonths: query.pastmonths,
        month: window.month,
      };
      return {
        ranking,
        total: result.listed,
        totalPages: paged ? Math.ceil(result.listed / perPage) : Math.min(result.listed, 1),
      };
    },
  };
}
