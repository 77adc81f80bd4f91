import { api, call } from '@officefit/api';

/** A mail of the backend's outbox (sent when SMTP is configured, else kept here). */
export interface OutboxMail {
  id: number;
  kind: string;
  recipient: string;
  lang: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutboxMails: build.query<OutboxMail[], { per_page: number }>({
      query: (args) => call('GET', 'officefit/v1/admin/outbox', args),
      providesTags: [{ type: 'Outbox', id: 'LIST' }],
    }),
  }),
});

export const { useGetOutboxMailsQuery } = outboxApi;
