// Web Push delivery: the web-push library encrypts the payload (aes128gcm) and signs the VAPID header;
// the request itself goes out with fetch, so one code path serves every push service (and a local endpoint in
// tests). A subscription the push service reports gone (404/410) is deleted.
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema';
import type { VapidKeys } from './vapid';

/** What the shell's service worker shows: title, body and the path a click opens (O1's `push` handler). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  readonly publicKey: string;
  /** Sends to every target; returns how many accepted it. Never throws for one failing target. */
  send(db: Kysely<Database>, targets: readonly PushTarget[], payload: PushPayload): Promise<number>;
}

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** VAPID subject: a mailto: or https: contact of the operator (PUSH_SUBJECT). */
  subject?: string;
  /** Seconds a push service keeps an undelivered message (a reminder is stale after an hour). */
  ttlSeconds?: number;
  timeoutMs?: number;
  log?: (message: string) => void;
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const subject = options.subject ?? process.env.PUSH_SUBJECT ?? 'mailto:support@officefit.example';
  const log = options.log ?? ((message: string) => console.error(`[backend] ${message}`));
  return {
    publicKey: options.vapid.publicKey,
    async send(db, targets, payload) {
      let delivered = 0;
      for (const target of targets) {
        try {
          const details = webpush.generateRequestDetails(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: { subject, ...options.vapid },
              TTL: options.ttlSeconds ?? 3600,
              urgency: 'normal',
            },
          );
          const response = await fetch(details.endpoint, {
            method: details.method,
            headers: details.headers as Record<string, string>,
            body: details.body ?? undefined,
            signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          });
          if (response.status === 404 || response.status === 410) {
            await db.deleteFrom('push_subscriptions').where('id', '=', target.id).execute();
          } else if (response.ok) {
            delivered++;
            await db
              .updateTable('push_subscriptions')
              .set({ last_used_at: new Date() })
              .where('id', '=', target.id)
              .execute();
          } else {
            log(`push to subscription ${target.id} refused: HTTP ${response.status}`);
          }
        } catch (error) {
          log(`push to subscription ${target.id} failed: ${(error as Error).message}`);
        }
      }
      return delivered;
    },
  };
}
