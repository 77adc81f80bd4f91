import { api, call } from '@officefit/api';

/** Location or department with its team score. */
export interface RankingSubcat {
  id: number;
  kind: 'location' | 'department';
  name: string;
  pic: string | null;
  points: number;
  pos: number;
  members: number;
}

export interface RankingRow {
  pos: number;
  id: number;
  name: string;
  last_name: string;
  avatar: string | null;
  points: number;
  me: boolean;
  subcat: { id: number; kind: 'location' | 'department'; name: string; pic: string | null } | null;
}

/** Answer of `GET ranking_short|ranking_medium|ranking_full` (docs/api-community.md "Ranking"). */
export interface Ranking {
  res: true;
  data: RankingRow[];
  me: RankingRow | null;
  participants: number;
  participating: 0 | 1;
  goal_percent: number;
  company_goal: number;
  goal_points: number;
  company: { id: number; name: string } | null;
  enable_subranking: boolean;
  subcats: RankingSubcat[];
  pastmonths: number;
  month: string;
}

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
