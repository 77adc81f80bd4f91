// Fixtures of the reminder, notification and stream tests: a local push service (an HTTP endpoint that records
// what web-push sends and answers with a chosen status), browser-like subscription keys, an SMS provider that
// records, and a notifier wired to them on the test's database (the app's own notifier is not reachable).
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createOutbox } from '../../modules/contact';
import {
  createNotifier,
  createPushSender,
  ephemeralVapidKeys,
  type Notifier,
  type SmsProvider,
} from '../../modules/notifications';

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/** A push service on 127.0.0.1: records each request; `status` is what it answers (201 = accepted). */
export async function startPushService(): Promise<{
  url: string;
  requests: PushRequest[];
  status: { value: number };
  close(): Promise<void>;
}> {
  const requests: PushRequest[] = [];
  const status = { value: 201 };
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.statusCode = status.value;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    status,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The keys a browser's PushSubscription carries (a P-256 public key and a 16-byte auth secret). */
export function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

export function recordingSms(): SmsProvider & { sent: { to: string; text: string }[] } {
  const sent: { to: string; text: string }[] = [];
  return {
    name: 'test',
    sent,
    async send(to, text) {
      sent.push({ to, text });
    },
  };
}

/** A notifier on the test database: real outbox, real web-push sender (to the local push service), test SMS. */
export function testNotifier(db: Kysely<Database>, jwtSecret: string, sms: SmsProvider): Notifier {
  return createNotifier({
    db,
    outbox: createOutbox(jwtSecret),
    // the tests' push service listens on loopback: listed like an operator's own (PUSH_SERVICE_HOSTS)
    push: createPushSender({
      vapid: ephemeralVapidKeys(),
      log: () => undefined,
      services: { hosts: ['127.0.0.1'], listed: ['127.0.0.1'] },
    }),
    sms,
  });
}

/** Registers a push subscription of `userId` at the local push service (as the API would store it). */
export async function addPushTarget(
  db: Kysely<Database>,
  userId: number,
  serviceUrl: string,
): Promise<string> {
  const endpoint = `${serviceUrl}/push/${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint, ...browserKeys() })
    .execute();
  return endpoint;
}
