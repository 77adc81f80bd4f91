import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { adminApi } from '../../../area-api';

export type JobState = 'pending' | 'running' | 'done' | 'skipped' | 'dead';

/** A background job as administrators see it (GET admin/jobs, backend modules/jobs/routes.ts JobView). */
export interface Job {
  id: number;
  name: string;
  key: string;
  recurring: boolean;
  every_seconds: number | null;
  state: JobState;
  attempts: number;
  max_attempts: number | null;
  runs: number;
  /** The next run while pending, otherwise when it was due. */
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  created_at: string;
}

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
