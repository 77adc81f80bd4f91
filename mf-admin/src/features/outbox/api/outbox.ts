import type { OutboxMail } from '@officefit/domain';
import { api, call } from '@officefit/api';

/** A mail of the backend's outbox as staff see it: kind, recipient, state and times, no content. */
export type { OutboxMail };

const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutboxMails: build.query<OutboxMail[], { per_page: number }>({
      query: (args) => call('GET', 'officefit/v1/admin/outbox', args),
      providesTags: [{ type: 'Outbox', id: 'LIST' }],
    }),
  }),
});

export const { useGetOutboxMailsQuery } = outboxApi;
