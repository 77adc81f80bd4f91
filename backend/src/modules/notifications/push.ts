// Web Push delivery: the web-push library encrypts the payload (aes128gcm) and signs the VAPID header;
// the request itself goes out with fetch, so one code path serves every push service (and a local endpoint in
// tests). A subscription the push service reports gone (404/410) is deleted.
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema';
import { type PushServicePolicy, pushServicePolicy, refusedPushEndpoint } from './push-services';
import type { VapidKeys } from './vapid';
import { logger } from '../../shared/logger';

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
  /** Per message; the targets of one call are sent in parallel, so one call takes at most about this long. */
  timeoutMs?: number;
  /** Where messages may go (push-services.ts); from PUSH_SERVICE_HOSTS by default. */
  services?: PushServicePolicy;
  log?: (message: string) => void;
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const subject = options.subject ?? process.env.PUSH_SUBJECT ?? 'mailto:support@officefit.example';
  const log = options.log ?? ((message: string) => logger.warn(message));
  return {
    publicKey: options.vapid.publicKey,
    async send(db, targets, payload) {
      const services = options.services ?? pushServicePolicy();
      const drop = (id: number) => db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
      /** Sends to one target; true when the push service accepted it. */
      const sendOne = async (target: PushTarget): Promise<boolean> => {
        try {
          // checked again at every send: the address a name resolves to can change after the subscription
          const refused = await refusedPushEndpoint(target.endpoint, services);
          if (refused) {
            // a name that does not resolve now may again later; anything else never becomes a push service
            log(`push to subscription ${target.id} not sent: its endpoint is ${refused}`);
            if (refused !== 'not resolvable') await drop(target.id);
            return false;
          }
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
            signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
            // a push service answers itself; a redirect would lead the request somewhere unchecked
            redirect: 'manual',
          });
          await response.body?.cancel();
          if (response.ok) {
            await db
              .updateTable('push_subscriptions')
              .set({ last_used_at: new Date() })
              .where('id', '=', target.id)
              .execute();
            return true;
          }
          // gone (404/410) or refused for good (other 4xx but 429): the subscription cannot receive any more
          if (response.status >= 400 && response.status < 500 && response.status !== 429) {
            await drop(target.id);
          } else {
            log(`push to subscription ${target.id} refused: HTTP ${response.status}`);
          }
          return false;
        } catch (error) {
          log(`push to subscription ${target.id} failed: ${(error as Error).message}`);
          return false;
        }
      };
      // in parallel: a push service that never answers costs one timeout, not one per subscription
      const results = await Promise.all(targets.map(sendOne));
      return results.filter(Boolean).length;
    },
  };
}
