import type { OutboxMail } from '@officefit/domain';
import { call } from '@officefit/api';
import { adminApi } from '../../../area-api';

/** A mail of the backend's outbox as staff see it: kind, recipient, state and times, no content. */
export type { OutboxMail };

const outboxApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getOutboxMails: build.query<OutboxMail[], { per_page: number }>({
      query: (args) => call('GET', 'officefit/v1/admin/outbox', args),
      providesTags: [{ type: 'Outbox', id: 'LIST' }],
    }),
  }),
});

export const { useGetOutboxMailsQuery } = outboxApi;
