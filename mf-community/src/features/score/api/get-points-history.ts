import { call } from '@officefit/api';
import type { PointsEntry } from '@officefit/domain';
import { communityApi } from '../../../area-api';

// one entry of the user's fitness-points history (a wire type of @officefit/domain)
export type { PointsEntry };

const scoreApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getPointsHistory: build.query<PointsEntry[], void>({
      query: () => call('GET', 'officefit/v1/points'),
      providesTags: ['Points'],
    }),
  }),
});

export const { useGetPointsHistoryQuery } = scoreApi;
