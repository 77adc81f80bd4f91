import { call } from '@officefit/api';
import type { Coworker } from '../model/types';
import { communityApi } from '../../../area-api';

const coworkersApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET coworkers: opted-in colleagues of the caller's company (needs the caller's opt-in). */
    getCoworkers: build.query<Coworker[], void>({
      query: () => call('GET', 'officefit/v1/coworkers'),
      providesTags: ['Coworkers'],
    }),
  }),
});

export const { useGetCoworkersQuery } = coworkersApi;
