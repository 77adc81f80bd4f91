import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** A contact or trial-week request from the website (the wire type of @officefit/domain). */
export type { ContactRequest } from '@officefit/domain';
import type { ContactRequest } from '@officefit/domain';
import { adminApi } from '../../../area-api';

export interface RequestsArgs {
  kind?: 'contact' | 'trial';
  state?: 'requested' | 'started';
  per_page: number;
  page: number;
}

const requestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getContactRequests: build.query<{ items: ContactRequest[]; totalPages: number }, RequestsArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/requests', { ...args }),
      transformResponse: (items: ContactRequest[], meta: FetchBaseQueryMeta | undefined) => ({
        items,
        totalPages: Number(meta?.response?.headers.get('X-WP-TotalPages') ?? 1) || 1,
      }),
      providesTags: [{ type: 'ContactRequests', id: 'LIST' }],
    }),
    /** Marks a trial-week request as started. */
    startTrialRequest: build.mutation<ContactRequest, number>({
      query: (id) => call('PUT', `officefit/v1/admin/requests/${id}`, { state: 'started' }),
      invalidatesTags: [{ type: 'ContactRequests', id: 'LIST' }],
    }),
  }),
});

export const { useGetContactRequestsQuery, useStartTrialRequestMutation } = requestsApi;
