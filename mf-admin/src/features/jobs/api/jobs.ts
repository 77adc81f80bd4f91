import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Job, JobState } from '@officefit/domain';
import { adminApi } from '../../../area-api';

export type { Job, JobState };

export interface JobsArgs {
  state?: JobState;
  per_page: number;
  page: number;
}

const jobsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<{ items: Job[]; totalPages: number }, JobsArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/jobs', { ...args }),
      transformResponse: (items: Job[], meta: FetchBaseQueryMeta | undefined) => ({
        items,
        totalPages: Number(meta?.response?.headers.get('X-WP-TotalPages') ?? 1) || 1,
      }),
    }),
    /** Runs a dead job again (due now, fresh attempts). */
    retryJob: build.mutation<Job, number>({
      query: (id) => call('POST', `officefit/v1/admin/jobs/${id}/retry`, {}),
    }),
  }),
});

export const { useGetJobsQuery, useRetryJobMutation } = jobsApi;
