import { call } from '@officefit/api';
import { trainingApi } from '../../../area-api';

export const trainedDaysApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET trained_days: the days with a finished exercise between two dates (calendar). */
    getTrainedDays: build.query<{ days: string[] }, { from: string; to: string }>({
      query: (args) => call('GET', 'officefit/v1/trained_days', args),
      providesTags: [{ type: 'Points', id: 'trained_days' }],
    }),
  }),
});

export const { useGetTrainedDaysQuery } = trainedDaysApi;
