// Public surface of the contact module (officefit/v1): contact and trial-week requests, the admin's request
// list and mail outbox, the outbox every module queues its mails through, and its sender (started by server.ts).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadContactConfig, loadMailConfig } from './config';
import type { Outbox } from './outbox';
import { contactRoutes } from './routes';
import { startOutboxSender } from './sender';
import { createContactService } from './service';

export { loadContactConfig, loadMailConfig } from './config';
export { createOutbox, type MailDraft, openBody, type Outbox, outboxKey } from './outbox';
export {
  absoluteLinks,
  fileDropTransport,
  MAX_ATTEMPTS,
  sendPendingMails,
  startOutboxSender,
} from './sender';
export type { ContactReceipt, ContactRequest, OutboxMail } from './service';

export interface ContactModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  outbox: Outbox;
  env?: NodeJS.ProcessEnv;
}

export function createContactModule({ db, requireAuth, outbox, env }: ContactModuleDeps): { router: Router } {
  return { router: contactRoutes(createContactService(db, loadContactConfig(env), outbox), requireAuth) };
}

/** server.ts: delivers the outbox (SMTP_URL, else files in DATA_DIR/mail); returns the stop function. */
export function startMailOutbox(
  db: Kysely<Database>,
  options: { jwtSecret: string; dataDir: string },
  env: NodeJS.ProcessEnv = process.env,
): () => void {
  return startOutboxSender(db, loadMailConfig(env), options);
}
