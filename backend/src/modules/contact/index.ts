// Public surface of the contact module (officefit/v1): contact and trial-week requests, the admin's request
// list and mail outbox, and the outbox sender (started by server.ts).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadContactConfig, loadMailConfig } from './config';
import { contactRoutes } from './routes';
import { startOutboxSender } from './sender';
import { createContactService } from './service';

export { loadContactConfig, loadMailConfig } from './config';
export { absoluteLinks, sendPendingMails, startOutboxSender } from './sender';
export type { ContactReceipt, ContactRequest, OutboxMail } from './service';

export interface ContactModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  env?: NodeJS.ProcessEnv;
}

export function createContactModule({ db, requireAuth, env }: ContactModuleDeps): { router: Router } {
  return { router: contactRoutes(createContactService(db, loadContactConfig(env)), requireAuth) };
}

/** server.ts: delivers the outbox through SMTP_URL when it is set; returns the stop function. */
export function startMailOutbox(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): () => void {
  return startOutboxSender(db, loadMailConfig(env));
}
