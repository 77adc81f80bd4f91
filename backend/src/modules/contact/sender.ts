// The outbox sender: with SMTP_URL set, unsent mails are delivered through nodemailer and marked sent_at.
// Rows are claimed with FOR UPDATE SKIP LOCKED, so several backend replicas never send one mail twice.
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema';
import type { MailConfig } from './config';

/** Mails sent per round at most. */
const BATCH = 20;

/** Site-relative links on their own line (e.g. "/password_lost?key=…") become absolute. */
export function absoluteLinks(body: string, siteUrl: string): string {
  return body.replace(/^\/(?!\/)(\S*)$/gm, (line) => `${siteUrl}${line}`);
}

/** Sends up to BATCH unsent mails; returns how many were sent. A failing mail stays unsent for the next round. */
export async function sendPendingMails(
  db: Kysely<Database>,
  transport: Pick<Transporter, 'sendMail'>,
  config: Pick<MailConfig, 'from' | 'siteUrl'>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const mails = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'subject', 'body'])
      .where('sent_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    let sent = 0;
    for (const mail of mails) {
      try {
        await transport.sendMail({
          from: config.from,
          to: mail.recipient,
          subject: mail.subject,
          text: absoluteLinks(mail.body, config.siteUrl),
        });
      } catch (error) {
        console.error(
          `[backend] sending mail ${mail.id} failed:`,
          error instanceof Error ? error.message : error,
        );
        continue;
      }
      await trx.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', mail.id).execute();
      sent++;
    }
    return sent;
  });
}

/** Starts the sender when SMTP_URL is set; returns a stop function (a no-op without SMTP). */
export function startOutboxSender(db: Kysely<Database>, config: MailConfig): () => void {
  if (!config.smtpUrl) return () => {};
  const transport = nodemailer.createTransport(config.smtpUrl);
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sendPendingMails(db, transport, config)
      .catch((error: unknown) => console.error('[backend] mail outbox round failed:', error))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, config.intervalSeconds * 1000);
  timer.unref();
  tick();
  console.log(`[backend] mail outbox: sending through SMTP every ${config.intervalSeconds}s`);
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
