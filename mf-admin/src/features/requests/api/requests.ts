import { api, call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** A contact or trial-week request from the website. */
export interface ContactRequest {
  id: number;
  kind: 'contact' | 'trial';
  /** Trial requests move requested → started; contact requests have no state. */
  state: 'requested' | 'started' | null;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  employees: number | null;
  lang: 'de' | 'en';
  created_at: string;
  started_at: string | null;
  started_by: { id: number; name: string } | null;
}

export interface RequestsArgs {
  kind?: 'contact' | 'trial';
  state?: 'requested' | 'started';
  per_page: number;
  page: number;
}

const requestsApi = api.injectEndpoints({
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
