// Public surface of the contact module (officefit/v1): contact and trial-week requests, the admin's request
// list and mail outbox, the outbox every module queues its mails through, and its sender (a job of the jobs module, defined by server.ts).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Jobs } from '../jobs';
import { loadContactConfig, loadMailConfig } from './config';
import type { Outbox } from './outbox';
import { contactRoutes } from './routes';
import { mailOutboxJob } from './sender';
import { createContactService } from './service';

export { loadContactConfig, loadMailConfig } from './config';
export {
  createOutbox,
  type MailAttachment,
  type MailDraft,
  openAttachments,
  openBody,
  type Outbox,
  sealBody,
  outboxKey,
} from './outbox';
export {
  absoluteLinks,
  fileDropTransport,
  MAX_ATTEMPTS,
  MAIL_OUTBOX_JOB,
  mailOutboxJob,
  sendPendingMails,
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

/**
 * server.ts: defines the outbox sender on the job registry (SMTP_URL, else files in DATA_DIR/mail). Only a real
 * server delivers mail, so test apps leave it out.
 */
export function defineMailOutboxJob(
  jobs: Jobs,
  db: Kysely<Database>,
  options: { jwtSecret: string; dataDir: string },
  env: NodeJS.ProcessEnv = process.env,
): void {
  jobs.define(mailOutboxJob(db, loadMailConfig(env), options));
}
