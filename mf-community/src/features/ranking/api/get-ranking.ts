import { api, call } from '@officefit/api';

/** Answer of `GET ranking_short|ranking_medium|ranking_full` (docs/api-community.md "Ranking"): the wire types. */
export type { Ranking, RankingEntry as RankingRow, RankingSubcat } from '@officefit/domain';
import type { Ranking } from '@officefit/domain';

/** short = top 3, medium = top 10, full = everyone. */
export type RankingSize = 'short' | 'medium' | 'full';

export interface RankingArgs {
  size: RankingSize;
  pastmonths?: number;
  subcat?: number;
}

const rankingApi = api.injectEndpoints({
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
  }),
});

export const { useGetRankingQuery } = rankingApi;
