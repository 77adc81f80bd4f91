import { call } from '@officefit/api';

/** Answer of `GET ranking_short|ranking_medium|ranking_full` (docs/api-community.md "Ranking"): the wire types. */
export type { Ranking, RankingEntry as RankingRow, RankingSubcat } from '@officefit/domain';
import type { Ranking, RankingPage, RankingSize } from '@officefit/domain';
import { communityApi } from '../../../area-api';

export interface RankingArgs {
  size: RankingSize;
  pastmonths?: number;
  subcat?: number;
}

/** The list of the ranking page: `ranking_full` a page at a time. */
export interface RankingPagesArgs {
  pastmonths: number;
  subcat?: number;
}

/**
 * Rows per page of the ranking list. A company of 10,000 would be 1.6 MB in one answer; 50 rows fill a phone screen
 * a few times over and keep each answer small (issue 16).
 */
export const RANKING_PAGE_SIZE = 50;

function header(meta: { response?: Response } | undefined, name: string, fallback: number): number {
  const value = Number(meta?.response?.headers.get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const rankingApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET ranking_{size}: the company ranking of a calendar month (0 = this month), optionally of one subcategory. */
    getRanking: build.query<Ranking, RankingArgs>({
      query: ({ size, pastmonths = 0, subcat }) =>
        call(
          'GET',
          `officefit/v1/ranking_${size}`,
          subcat === undefined ? { pastmonths } : { pastmonths, subcat },
        ),
      providesTags: ['Ranking'],
    }),
    /** GET ranking_full page by page ("show more"); goal, `me` and subcategories come with every page. */
    getRankingPages: build.infiniteQuery<RankingPage, RankingPagesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage) => (lastPage < last.totalPages ? lastPage + 1 : undefined),
      },
      query: ({ queryArg: { pastmonths, subcat }, pageParam }) =>
        call('GET', 'officefit/v1/ranking_full', {
          pastmonths,
          ...(subcat === undefined ? {} : { subcat }),
          page: pageParam,
          per_page: RANKING_PAGE_SIZE,
        }),
      transformResponse: (ranking: Ranking, meta: { response?: Response } | undefined) => ({
        ...ranking,
        total: header(meta, 'X-WP-Total', ranking.data.length),
        totalPages: header(meta, 'X-WP-TotalPages', 1),
      }),
      providesTags: ['Ranking'],
    }),
  }),
});

export const { useGetRankingQuery, useGetRankingPagesInfiniteQuery } = rankingApi;
