import { call } from '@officefit/api';
import type { AnamnesisData, AnamnesisPayload, SaveAnamnesisResult } from '../model/types';
import { trainingApi } from '../../../area-api';

/** Saving or skipping the profile changes `me.meta.has_anamnesis`, the profile itself and the plan. */
const CHANGED = ['Me', 'Anamnesis', 'Units'] as const;

const anamnesisApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT anamnesis: saves the questionnaire and builds the personal plan; answers red flags. */
    saveAnamnesis: build.mutation<SaveAnamnesisResult, AnamnesisPayload>({
      query: (body) => call('PUT', 'officefit/v1/anamnesis', { ...body }),
      // the answer "training days per week" sets the weekly goal's target (issue 31 §3)
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED, { type: 'Points', id: 'weekly_goal' }]),
    }),
    /** POST anamnesis/skip: a standard profile and the standardized plan. */
    skipAnamnesis: build.mutation<AnamnesisData, void>({
      query: () => call('POST', 'officefit/v1/anamnesis/skip'),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
  }),
});

export const { useSaveAnamnesisMutation, useSkipAnamnesisMutation } = anamnesisApi;
