// Public surface of the notifications module (issue 13): the notifier every module sends reminders through
// (in-app entry + e-mail via the outbox + Web Push + SMS, once per dedupe key), the VAPID keys, the SMS provider
// interface, and the endpoints for the header badge and the browser's push subscription.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from '../contact';
import { type Clock, systemClock } from '../kernel';
import { createNotifier, type Notifier } from './notifier';
import { createPushSender, type PushSender } from './push';
import { pushServicePolicy } from './push-services';
import { notificationsRoutes } from './routes';
import type { SmsProvider } from './sms';
import { smsJob } from './sms-job';
import type { Jobs } from '../jobs';
import { ephemeralVapidKeys, type VapidKeys } from './vapid';

export {
  type CheeredPost,
  cheerText,
  deletionCancelledText,
  type NotificationText,
  reminderText,
  streamReminderText,
} from './messages';
export { createNotifier, type Notifier, type NotifyRecipient, type NotifyRequest } from './notifier';
export { type DueNotifications, notifyDue, notifyDueJob } from './notify-due';
export { createPushSender, type PushPayload, type PushSender, type PushTarget } from './push';
export { claimNotification, RECENT_NOTIFICATIONS } from './repository';
export { type SmsProvider, SmsSendError, smsProviderFromEnv, toE164, twilioSmsProvider } from './sms';
export { queueSms, SMS_JOB, SMS_MAX_ATTEMPTS, smsJob, type SmsJobPayload } from './sms-job';
export { ephemeralVapidKeys, resolveVapidKeys, type VapidKeys } from './vapid';

export interface NotificationsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  outbox: Outbox;
  /** The process's job registry: SMS are sent by its SMS_JOB (retried, dead with the last error). */
  jobs: Jobs;
  /** The process's VAPID pair (server.ts: resolveVapidKeys); a throwaway pair when absent (tests, tools). */
  vapid?: VapidKeys;
  push?: PushSender;
  /** The configured SMS provider (server.ts: smsProviderFromEnv); none → SMS is not offered. */
  sms?: SmsProvider | null;
  clock?: Clock;
}

export function createNotificationsModule(deps: NotificationsModuleDeps): {
  router: Router;
  notifier: Notifier;
  /** Whether SMS reminders can be sent (a provider is configured). */
  smsAvailable: boolean;
} {
  const pushServices = pushServicePolicy();
  const push =
    deps.push ?? createPushSender({ vapid: deps.vapid ?? ephemeralVapidKeys(), services: pushServices });
  const notifier = createNotifier({
    db: deps.db,
    outbox: deps.outbox,
    push,
    sms: deps.sms ?? null,
  });
  if (deps.sms) deps.jobs.define(smsJob(deps.db, deps.sms));
  const router = notificationsRoutes({
    db: deps.db,
    requireAuth: deps.requireAuth,
    publicKey: push.publicKey,
    clock: deps.clock ?? systemClock,
    pushServices,
  });
  return { router, notifier, smsAvailable: Boolean(deps.sms) };
}
