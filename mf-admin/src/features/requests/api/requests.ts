import { call } from '@officefit/api';

/** A contact or trial-week request from the website (the wire type of @officefit/domain). */
export type { ContactRequest } from '@officefit/domain';
import type { ContactRequest } from '@officefit/domain';
import { adminApi } from '../../../area-api';
import { wpPage, type WpPage } from '../../../lib/wp-page';

export interface RequestsArgs {
  kind?: 'contact' | 'trial';
  state?: 'requested' | 'started';
  per_page: number;
  page: number;
}

const requestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getContactRequests: build.query<WpPage<ContactRequest>, RequestsArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/requests', { ...args }),
      transformResponse: wpPage<ContactRequest>,
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
