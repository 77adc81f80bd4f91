import { call } from '@officefit/api';
import type { AbsenceBodyInput, AbsenceState } from '@officefit/domain';
import { trainingApi } from '../../../area-api';

// The absence lives on the user (`me.absence_*`); the strike reads it, so both refresh.
const absenceApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT me/absence: start, end (same day or later) and reason. */
    setAbsence: build.mutation<AbsenceState, AbsenceBodyInput>({
      query: (body) => call('PUT', 'officefit/v1/me/absence', body),
      invalidatesTags: ['Me', 'Strike'],
    }),
    /** DELETE me/absence. */
    clearAbsence: build.mutation<AbsenceState, void>({
      query: () => call('DELETE', 'officefit/v1/me/absence'),
      invalidatesTags: ['Me', 'Strike'],
    }),
  }),
});

export const { useSetAbsenceMutation, useClearAbsenceMutation } = absenceApi;
