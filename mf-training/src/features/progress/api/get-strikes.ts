import { call } from '@officefit/api';
import type { Strike } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

export const strikesApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET strikes: the flames of consecutive working days with points. */
    getStrikes: build.query<Strike, void>({
      query: () => call('GET', 'officefit/v1/strikes'),
      providesTags: ['Strike'],
    }),
  }),
});

export const { useGetStrikesQuery } = strikesApi;
