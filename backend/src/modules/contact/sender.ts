// The outbox sender: queued mails are opened (see outbox.ts), delivered through SMTP (SMTP_URL) or, without it,
// as .eml files into DATA_DIR/mail, then marked sent with the body dropped. Rows are claimed with FOR UPDATE
// SKIP LOCKED, so several backend replicas never send one mail twice.
import { randomBytes, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema';
import { mailFooter, operator } from '../../shared/operator';
import type { JobDefinition } from '../jobs';
import type { MailConfig } from './config';
import { openAttachments, openBody, outboxKey } from './outbox';
import { logger } from '../../shared/logger';

/** Mails sent per round at most. */
const BATCH = 20;
/** Failed deliveries after which a mail is given up (state failed, body dropped). */
export const MAX_ATTEMPTS = 5;

type MailTransport = Pick<Transporter, 'sendMail'>;

/** Site-relative links on their own line (e.g. "/password_lost?key=…") become absolute. */
export function absoluteLinks(body: string, siteUrl: string): string {
  return body.replace(/^\/(?!\/)(\S*)$/gm, (line) => `${siteUrl}${line}`);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends up to BATCH queued mails; returns how many were sent. A failing mail stays queued for the next round
 * until MAX_ATTEMPTS; one that cannot be opened (other key, damaged) fails at once.
 */
export async function sendPendingMails(
  db: Kysely<Database>,
  transport: MailTransport,
  config: Pick<MailConfig, 'from' | 'siteUrl'>,
  key: KeyObject,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const mails = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'recipient', 'lang', 'subject', 'body', 'attachments', 'attempts'])
      .where('state', '=', 'queued')
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    let sent = 0;
    for (const mail of mails) {
      const failed = (error: unknown, final: boolean) => {
        logger.error(
          { mailId: mail.id, kind: mail.kind, final, reason: errorText(error) },
          'sending a mail failed',
        );
        return trx
          .updateTable('mail_outbox')
          .set(
            final
              ? { state: 'failed', body: null, attachments: null }
              : { attempts: sql<number>`attempts + 1` },
          )
          .where('id', '=', mail.id)
          .execute();
      };
      let text: string;
      let attachments: ReturnType<typeof openAttachments>;
      try {
        text = openBody(key, { kind: mail.kind, recipient: mail.recipient, body: mail.body ?? '' });
        attachments = openAttachments(key, mail);
      } catch (error) {
        await failed(error, true);
        continue;
      }
      try {
        await transport.sendMail({
          from: config.from,
          to: mail.recipient,
          subject: mail.subject,
          // every mail closes with the operator's details, the same record as imprint and invoices
          text: `${absoluteLinks(text, config.siteUrl)}\n\n${mailFooter(operator(), mail.lang === 'en-US' ? 'en' : 'de')}`,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        });
      } catch (error) {
        await failed(error, mail.attempts + 1 >= MAX_ATTEMPTS);
        continue;
      }
      // delivered: the secret it may carry has no business in the table any more
      await trx
        .updateTable('mail_outbox')
        .set({ state: 'sent', sent_at: sql<Date>`now()`, body: null, attachments: null })
        .where('id', '=', mail.id)
        .execute();
      sent++;
    }
    return sent;
  });
}

/**
 * Without SMTP_URL (development, demo): each mail becomes an .eml file in `dir` (folder 0700, files 0600), so a
 * developer can open a reset link there.
 */
export function fileDropTransport(dir: string): MailTransport {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(message) {
      const info = await render.sendMail(message);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.chmod(dir, 0o700);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      return info;
    },
  };
}

/** The outbox sender's name in the jobs module. */
export const MAIL_OUTBOX_JOB = 'mail.outbox';

/**
 * The sender as a recurring job of the jobs module (every OUTBOX_INTERVAL): each run delivers what is queued,
 * BATCH mails per round until a round comes back short. SMTP with SMTP_URL, else the file drop.
 */
export function mailOutboxJob(
  db: Kysely<Database>,
  config: MailConfig,
  options: { jwtSecret: string; dataDir: string },
): JobDefinition<unknown, { sent: number }> {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const dropDir = path.join(options.dataDir, 'mail');
  const transport = smtp ?? fileDropTransport(dropDir);
  const key = outboxKey(options.jwtSecret);
  logger.info(`mail outbox: delivering ${smtp ? 'through SMTP' : `as .eml files to ${dropDir}`}`);
  return {
    name: MAIL_OUTBOX_JOB,
    everySeconds: config.intervalSeconds > 0 ? config.intervalSeconds : undefined,
    run: async ({ signal }) => {
      let sent = 0;
      for (let round = 0; round < 50 && !signal.aborted; round++) {
        const count = await sendPendingMails(db, transport, config, key);
        sent += count;
        if (count < BATCH) break;
      }
      return { sent };
    },
  };
}
