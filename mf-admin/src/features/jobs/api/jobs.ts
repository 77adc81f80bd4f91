import { call } from '@officefit/api';
import type { Job, JobState } from '@officefit/domain';
import { adminApi } from '../../../area-api';
import { wpPage, type WpPage } from '../../../lib/wp-page';

export type { Job, JobState };

export interface JobsArgs {
  state?: JobState;
  per_page: number;
  page: number;
}

const jobsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<WpPage<Job>, JobsArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/jobs', { ...args }),
      transformResponse: wpPage<Job>,
    }),
    /** Runs a dead job again (due now, fresh attempts). */
    retryJob: build.mutation<Job, number>({
      query: (id) => call('POST', `officefit/v1/admin/jobs/${id}/retry`, {}),
    }),
  }),
});

export const { useGetJobsQuery, useRetryJobMutation } = jobsApi;
