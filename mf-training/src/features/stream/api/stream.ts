import { call } from '@officefit/api';
import type { StreamNews, StreamReminderReceipt, StreamSchedule } from '@officefit/domain';
import { trainingApi } from '../../../area-api';
import type { ContentLang } from '../../../lib/use-content-lang';

const streamApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET stream: the running or next session and the coming week, titles in the interface language (#39). */
    getStream: build.query<StreamSchedule, { lang: ContentLang }>({
      query: ({ lang }) => call('GET', 'officefit/v1/stream', { lang }),
      providesTags: ['Stream'],
    }),
    /** POST stream/seen: the schedule was shown; the header's "new stream" flag goes off. */
    markStreamSeen: build.mutation<StreamNews, void>({
      query: () => call('POST', 'officefit/v1/stream/seen'),
      invalidatesTags: [{ type: 'Stream', id: 'news' }],
    }),
    /** POST stream/{id}/remind: "remind me" 10 minutes before the start. */
    remindMe: build.mutation<StreamReminderReceipt, number>({
      query: (id) => call('POST', `officefit/v1/stream/${id}/remind`),
      invalidatesTags: ['Stream'],
    }),
    /** DELETE stream/{id}/remind. */
    forgetReminder: build.mutation<StreamReminderReceipt, number>({
      query: (id) => call('DELETE', `officefit/v1/stream/${id}/remind`),
      invalidatesTags: ['Stream'],
    }),
  }),
});

export const {
  useGetStreamQuery,
  useMarkStreamSeenMutation,
  useRemindMeMutation,
  useForgetReminderMutation,
} = streamApi;
