// The mail outbox's rule for secrets: every body (reset links today, verification links later, anything else)
// is sealed with AES-256-GCM before it reaches the table, opened only by the sender at delivery and dropped
// afterwards. The key is derived from the JWT secret (HKDF), so it is kept wherever that secret is kept
// (shared/sealing.ts).
import type { KeyObject } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema';
import type { MailKind } from '../../shared/domain';
import { seal, sealingKey, unseal } from '../../shared/sealing';

/** A file sent with a mail (e.g. an invoice PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** A mail to queue: the body (and attachments) in clear; they are sealed before they are written. */
export type MailDraft = Pick<Insertable<MailOutboxTable>, 'recipient' | 'lang' | 'subject'> & {
  /** One of the known kinds, so the admin outbox has a name for every mail it lists. */
  kind: MailKind;
  body: string;
  attachments?: readonly MailAttachment[];
};

export interface Outbox {
  /** Writes the mail sealed; pass the transaction of the change the mail announces. */
  queue(db: Kysely<Database>, mail: MailDraft): Promise<void>;
}

/** The outbox key: 32 bytes from the JWT secret, bound to this use only. */
export const outboxKey = (jwtSecret: string): KeyObject => sealingKey(jwtSecret, 'officefit mail outbox v1');

/** A sealed body cannot be moved to another mail kind or recipient without failing to open. */
const boundTo = (mail: { kind: string; recipient: string }) => `${mail.kind}\n${mail.recipient}`;

export const sealBody = (key: KeyObject, mail: { kind: string; recipient: string; body: string }): string =>
  seal(key, boundTo(mail), mail.body);

/** The body in clear; throws when the sealed text is damaged, was sealed under another key or for another mail. */
export const openBody = (key: KeyObject, mail: { kind: string; recipient: string; body: string }): string =>
  unseal(key, boundTo(mail), mail.body);

// Attachments are sealed under their own additional data, so a body and its attachments cannot be swapped.
const attachmentsOf = (mail: { kind: string; recipient: string }) => ({
  kind: `${mail.kind}#attachments`,
  recipient: mail.recipient,
});

/** Seals attachments as JSON (content in base64); null when there are none. */
export function sealAttachments(
  key: KeyObject,
  mail: { kind: string; recipient: string; attachments?: readonly MailAttachment[] },
): string | null {
  if (!mail.attachments?.length) return null;
  const json = JSON.stringify(
    mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content).toString('base64'),
    })),
  );
  return sealBody(key, { ...attachmentsOf(mail), body: json });
}

/** The attachments of a queued mail in clear ([] when it has none); throws like openBody. */
export function openAttachments(
  key: KeyObject,
  mail: { kind: string; recipient: string; attachments: string | null },
): MailAttachment[] {
  if (mail.attachments === null) return [];
  const list = JSON.parse(openBody(key, { ...attachmentsOf(mail), body: mail.attachments })) as {
    filename: string;
    contentType: string;
    content: string;
  }[];
  return list.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') }));
}

/** The outbox of one app, sealing with the key derived from `jwtSecret`. */
export function createOutbox(jwtSecret: string): Outbox {
  const key = outboxKey(jwtSecret);
  return {
    async queue(db, mail) {
      const { attachments, ...fields } = mail;
      await db
        .insertInto('mail_outbox')
        .values({
          ...fields,
          body: sealBody(key, mail),
          attachments: sealAttachments(key, { ...fields, attachments }),
        })
        .execute();
    },
  };
}
