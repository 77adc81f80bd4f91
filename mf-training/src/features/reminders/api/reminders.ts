import { call } from '@officefit/api';
import type { ReminderSettings, RemindersBodyInput, VapidPublicKey } from '@officefit/domain';
import { trainingApi } from '../../../area-api';

const remindersApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET reminders: times, weekdays, channels, whether a membership makes them go out. */
    getReminders: build.query<ReminderSettings, void>({
      query: () => call('GET', 'officefit/v1/reminders'),
      providesTags: ['Reminders'],
    }),
    /** PUT reminders: the whole setting (me shows the times as time..time4). */
    updateReminders: build.mutation<ReminderSettings, RemindersBodyInput>({
      query: (body) => call('PUT', 'officefit/v1/reminders', body),
      invalidatesTags: ['Reminders', 'Me'],
    }),
    /** GET me/calendar: the user's secret calendar feed URL (made on first use). */
    getCalendarFeed: build.query<{ url: string }, void>({
      query: () => call('GET', 'officefit/v1/me/calendar'),
      providesTags: ['CalendarFeed'],
    }),
    /** POST me/calendar/reset: a new URL; the old one stops working. */
    resetCalendarFeed: build.mutation<{ url: string }, void>({
      query: () => call('POST', 'officefit/v1/me/calendar/reset', {}),
      invalidatesTags: ['CalendarFeed'],
    }),
    /** GET push/vapid-public-key: the application server key for pushManager.subscribe. */
    getVapidPublicKey: build.query<VapidPublicKey, void>({
      query: () => call('GET', 'officefit/v1/push/vapid-public-key'),
    }),
    /** POST push/subscriptions: this browser's PushSubscription.toJSON(). */
    savePushSubscription: build.mutation<{ subscribed: true }, Record<string, unknown>>({
      query: (body) => call('POST', 'officefit/v1/push/subscriptions', body),
      invalidatesTags: ['Reminders'],
    }),
  }),
});

export const {
  useGetRemindersQuery,
  useUpdateRemindersMutation,
  useLazyGetVapidPublicKeyQuery,
  useSavePushSubscriptionMutation,
  useGetCalendarFeedQuery,
  useResetCalendarFeedMutation,
} = remindersApi;
