import { call } from '@officefit/api';
import type { TrialRequestsResponse } from '@officefit/domain';
import { adminApi } from '../../../area-api';

const trialRequestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Trial-week requests whose e-mail has no account yet (issue 11). */
    getUnregisteredTrialRequests: build.query<TrialRequestsResponse, void>({
      query: () => call('GET', 'officefit/v1/admin/trial-requests', { registered: 'false' }),
      providesTags: [{ type: 'ContactRequests', id: 'LIST' }],
    }),
  }),
});

export const { useGetUnregisteredTrialRequestsQuery } = trialRequestsApi;
