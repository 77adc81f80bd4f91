import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/use-content-lang';
import type { CurrentUnits } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

export const planApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET current_units: today's four units (or the next plan day's, `date` tells which). */
    getCurrentUnits: build.query<CurrentUnits, { lang: ContentLang }>({
      query: (args) => call('GET', 'officefit/v1/current_units', args),
      providesTags: ['Units'],
    }),
  }),
});

export const { useGetCurrentUnitsQuery } = planApi;
