// One notification to one user over the channels they chose: the in-app entry (me.meta.notifications, the
// header badge) is always written and is the claim that makes it "once"; then the e-mail through the outbox and
// the SMS as a job with retries (same transaction, sms-job.ts), and after commit Web Push, which leaves the process.
import type { Kysely } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema';
import type { Lang } from '../../shared/domain';
import type { Outbox } from '../contact';
import type { NotificationText } from './messages';
import type { PushSender } from './push';
import { claimNotification, pushTargets } from './repository';
import type { SmsProvider } from './sms';
import { queueSms } from './sms-job';

/** The user as the notifier needs them (their channel switches of spec §3 meta). */
export interface NotifyRecipient {
  id: number;
  email: string;
  lang: Lang;
  phone_number: string | null;
  per_push: number;
  per_mail: number;
  sms: number;
}

export interface NotifyRequest {
  kind: NotificationsTable['kind'];
  /** Unique per user: a second notify with the same key sends nothing. */
  dedupeKey: string;
  text: NotificationText;
}

export interface Notifier {
  readonly push: PushSender;
  /** Sends once; false when this key was sent before (by this or another process). */
  notify(recipient: NotifyRecipient, request: NotifyRequest): Promise<boolean>;
}

export function createNotifier(deps: {
  db: Kysely<Database>;
  outbox: Outbox;
  push: PushSender;
  /** null: no SMS provider is configured, SMS is not offered; else SMS are queued for smsJob (sms-job.ts). */
  sms: SmsProvider | null;
}): Notifier {
  const { db, outbox, push, sms } = deps;
  return {
    push,
    async notify(recipient, { kind, dedupeKey, text }) {
      const claimed = await db.transaction().execute(async (trx) => {
        const id = await claimNotification(trx, {
          user_id: recipient.id,
          kind,
          dedupe_key: dedupeKey,
          title: text.title,
          body: text.body,
          url: text.url,
        });
        if (id === undefined) return false;
        if (recipient.per_mail === 1) {
          await outbox.queue(trx, {
            kind: kind === 'stream' ? 'stream_reminder' : 'reminder',
            recipient: recipient.email,
            lang: recipient.lang,
            subject: text.mailSubject,
            body: text.mailBody,
          });
        }
        if (sms && recipient.sms === 1 && recipient.phone_number) {
          await queueSms(trx, { userId: recipient.id, text: `${text.title} ${text.body}` }, dedupeKey);
        }
        return true;
      });
      if (!claimed) return false;
      if (recipient.per_push === 1) {
        const targets = await pushTargets(db, recipient.id);
        if (targets.length)
          await push.send(db, targets, { title: text.title, body: text.body, url: text.url });
      }
      return true;
    },
  };
}
