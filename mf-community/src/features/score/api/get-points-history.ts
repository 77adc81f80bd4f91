import { call } from '@officefit/api';
import { communityApi } from '../../../area-api';

/** One entry of the user's fitness-points history. */
export interface PointsEntry {
  id: number;
  points: number;
  /** A PointKind of @officefit/domain (older rows may carry another word). */
  reason: string;
  /** What it was for where the kind alone does not say it (the products of a shop order), else null. */
  detail: string | null;
  created_at: string;
}

const scoreApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getPointsHistory: build.query<PointsEntry[], void>({
      query: () => call('GET', 'officefit/v1/points'),
      providesTags: ['Points'],
    }),
  }),
});

export const { useGetPointsHistoryQuery } = scoreApi;
