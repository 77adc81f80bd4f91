// Reminders and Web Push (issue 13; docs in DECISIONS "Reminders"): PUT reminders and the push subscription.
// Message-free (see the convention in ./index.ts).
import { z } from 'zod';
import { MAX_ID } from './fields';

/** Spec §9: up to 4 reminder times. */
export const REMINDER_TIMES_MAX = 4;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a time of day 'HH:MM' (00:00–23:59). */
export const isTimeOfDay = (value: string): boolean => TIME_RE.test(value);

/** A time of day 'HH:MM'; otherwise the custom code `invalid_time` ("Please enter a valid time.", spec §5). */
export const timeOfDayField = () => z.string().refine(isTimeOfDay, { params: { code: 'invalid_time' } });

const flag = () => z.union([z.literal(0), z.literal(1)]);

/** PUT reminders: the whole reminder setting (times, their weekdays, the channels). */
export const remindersBodySchema = z.strictObject({
  times: z
    .array(timeOfDayField())
    .max(REMINDER_TIMES_MAX)
    .refine((list) => new Set(list).size === list.length, { params: { code: 'values_repeat' } }),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .refine((list) => new Set(list).size === list.length, { params: { code: 'values_repeat' } }),
  per_push: flag(),
  per_mail: flag(),
  sms: flag(),
});
export type RemindersBodyInput = z.input<typeof remindersBodySchema>;
export type RemindersBody = z.output<typeof remindersBodySchema>;

/** POST push/subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.output<typeof pushSubscriptionBodySchema>;

/** DELETE push/subscriptions: the endpoint the browser gave up. */
export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: z.string().min(1).max(2000) });

/** POST notifications/read: these ids, or every notification when `ids` is absent. */
export const notificationsReadBodySchema = z.strictObject({
  // ids above PostgreSQL's integer range would fail in the query (a 500) instead of being refused
  ids: z.array(z.number().int().min(1).max(MAX_ID)).max(100).optional(),
});
