import { call } from '@officefit/api';
import { communityApi } from '../../../area-api';

/** One entry of the user's fitness-points history. */
export interface PointsEntry {
  id: number;
  points: number;
  reason: string;
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
