import { call } from '@officefit/api';
import type { ProgressRange, ProgressResponse } from '@officefit/domain';
import { trainingApi } from '../../../area-api';

export const progressApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET me/progress: the weekly series of the progress screen (issue 38). */
    getProgress: build.query<ProgressResponse, ProgressRange>({
      query: (range) => call('GET', 'officefit/v1/me/progress', { range }),
      // points, strike and the health profile change the series
      providesTags: ['Points', 'Strike', 'Anamnesis'],
    }),
  }),
});

export const { useGetProgressQuery } = progressApi;
