import { call, queueableWrite } from '@officefit/api';
import type { StepsInfo } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

// Steps earn points (goal reached +50), so they live under the `Points` tag type like the weekly goal.
const STEPS_TAG = { type: 'Points' as const, id: 'steps' };

export const stepsApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET steps: goal, today's steps, the last 7 days and how many days back may be entered. */
    getSteps: build.query<StepsInfo, void>({
      query: () => call('GET', 'officefit/v1/steps'),
      providesTags: [STEPS_TAG],
    }),
    /** PUT steps `{date, steps}`; 400 `steps_date_invalid` outside the window; queued while offline. */
    updateSteps: build.mutation<unknown, { date: string; steps: number }>({
      queryFn: queueableWrite('steps_entry', (body: { date: string; steps: number }) =>
        call('PUT', 'officefit/v1/steps', body),
      ),
      invalidatesTags: ['Points', 'Me', 'Strike'],
    }),
    /** PUT steps/activate `{step}`: records one of the three activation steps. */
    activateSteps: build.mutation<unknown, { step: 1 | 2 | 3 }>({
      query: (body) => call('PUT', 'officefit/v1/steps/activate', body),
      invalidatesTags: (_r, _e, { step }) => (step === 3 ? [STEPS_TAG, 'Me'] : []),
    }),
  }),
});

export const { useGetStepsQuery, useUpdateStepsMutation, useActivateStepsMutation } = stepsApi;
