// The monthly SEPA collection (issue 36): staff make one pain.008 file of every SEPA membership payment not yet
// collected, written by the `sepa` library, and hand it to the bank. Making the file marks its payments
// "submitted" in the same transaction, so a payment is never in two files; the bank statement (camt.053) later
// marks them paid or returned by the end-to-end id given here. The file is kept, so a lost download is fetched
// again instead of making a second file.
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SepaCollection } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { isoOrNull } from '../../shared/format';
import { auditDetails } from '../audit';
import { paymentsConfig, type PaymentsConfig } from './config';
import type * as Sepa from 'sepa' with { 'resolution-mode': 'import' };

// sepa's `require` entry is its CommonJS build; its types describe the module, as with ibantools
const SEPA = require('sepa') as typeof Sepa;

type Db = Kysely<Database>;

/** Membership states whose payment is owed: not cancelled inside the first week (refunded), not expired. */
const OWED_STATES = ['active', 'extension', 'awaiting_payment', 'cancelled_renewal'] as const;

interface DuePayment {
  id: number;
  price_cents: number;
  contract_reference: string;
  iban: string;
  bic: string | null;
  account_owner: string;
  mandate_reference: string;
  signed_on: string;
  /** The mandate was collected before: a recurring debit (RCUR), else the first (FRST). */
  collected_before: boolean;
}

/** The SEPA payments owed and not yet in a collection file, by an active mandate; locked for this transaction. */
export function duePayments(db: Db): Promise<DuePayment[]> {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('sepa_mandates as m', 'm.id', 's.sepa_mandate_id')
    .select([
      's.id',
      's.price_cents',
      's.contract_reference',
      'm.iban',
      'm.bic',
      'm.account_owner',
      'm.mandate_reference',
      'm.signed_on',
      sql<boolean>`exists (select 1 from subscriptions c where c.sepa_mandate_id = m.id
        and c.collection_state is not null)`.as('collected_before'),
    ])
    .where('s.payment_type', '=', 'sepa')
    .where('s.collection_state', 'is', null)
    .where('s.price_cents', '>', 0)
    .where('s.status', 'in', OWED_STATES)
    .where('m.status', '=', 'active')
    .orderBy('s.id')
    .forUpdate('s')
    .execute();
}

const euros = (cents: number) => cents / 100;
const endToEndId = (messageId: string, subscriptionId: number) => `${messageId}-${subscriptionId}`;

/** The pain.008.001.08 document: one payment block per sequence type (first or recurring debit). */
export function painDocument(
  config: PaymentsConfig,
  messageId: string,
  collectionDate: Date,
  now: Date,
  payments: DuePayment[],
): string {
  const doc = new SEPA.Document('pain.008.001.08');
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = now;
  doc.grpHdr.initiatorName = config.creditor.name;
  for (const sequence of ['FRST', 'RCUR'] as const) {
    const block = payments.filter((p) => p.collected_before === (sequence === 'RCUR'));
    if (block.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.collectionDate = collectionDate;
    info.sequenceType = sequence;
    info.creditorIBAN = config.creditor.iban;
    if (config.creditor.bic) info.creditorBIC = config.creditor.bic;
    info.creditorName = config.creditor.name;
    info.creditorId = config.creditor.creditor_id;
    doc.addPaymentInfo(info);
    for (const payment of block) {
      const tx = info.createTransaction();
      tx.debtorName = payment.account_owner.slice(0, 70);
      tx.debtorIBAN = payment.iban;
      if (payment.bic) tx.debtorBIC = payment.bic;
      tx.mandateId = payment.mandate_reference;
      tx.mandateSignatureDate = new Date(`${payment.signed_on}T00:00:00Z`);
      tx.amount = euros(payment.price_cents);
      tx.remittanceInfo = `officefit ${payment.contract_reference}`;
      tx.end2endId = endToEndId(messageId, payment.id);
      info.addTransaction(tx);
    }
  }
  return doc.toString();
}

function addDays(day: Date, count: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + count));
}

const columns = [
  'id',
  'message_id',
  'collection_date',
  'payment_count',
  'total_cents',
  'created_at',
] as const;

function toCollection(row: {
  id: number;
  message_id: string;
  collection_date: string;
  payment_count: number;
  total_cents: number;
  created_at: Date;
}): SepaCollection {
  return { ...row, created_at: isoOrNull(row.created_at) ?? '' };
}

/**
 * POST admin/payments/sepa-collections: the file of every due payment, its payments marked submitted, audited;
 * 409 no_due_payments when there is nothing to collect.
 */
export async function createCollection(
  db: Db,
  acting: { actorId: number; res: Response; now: Date },
): Promise<SepaCollection> {
  const config = paymentsConfig();
  return db.transaction().execute(async (tx) => {
    const due = await duePayments(tx);
    if (due.length === 0) {
      throw new AppError('conflict', 'no_due_payments', 'There are no SEPA payments to collect.');
    }
    const messageId = `OFC-${randomBytes(6).toString('hex').toUpperCase()}`;
    const collectionDate = addDays(acting.now, config.collection_lead_days);
    const xml = painDocument(config, messageId, collectionDate, acting.now, due);
    const row = await tx
      .insertInto('sepa_collections')
      .values({
        message_id: messageId,
        collection_date: collectionDate.toISOString().slice(0, 10),
        payment_count: due.length,
        total_cents: due.reduce((sum, p) => sum + p.price_cents, 0),
        xml,
        created_by: acting.actorId,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    for (const payment of due) {
      await tx
        .updateTable('subscriptions')
        .set({
          collection_state: 'submitted',
          sepa_collection_id: row.id,
          end_to_end_id: endToEndId(messageId, payment.id),
        })
        .where('id', '=', payment.id)
        .execute();
    }
    await auditDetails(tx, acting.res, acting.actorId, {
      action: 'sepa_collection.create',
      subject: `sepa_collection:${row.id}`,
      after: { message_id: messageId, memberships: due.map((p) => p.id), total_cents: row.total_cents },
    });
    return toCollection(row);
  });
}

/** GET admin/payments/sepa-collections: newest first. */
export async function listCollections(db: Db): Promise<SepaCollection[]> {
  const rows = await db
    .selectFrom('sepa_collections')
    .select(columns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(toCollection);
}

/** GET admin/payments/sepa-collections/{id}/file: the stored pain.008 file. */
export async function collectionFile(db: Db, id: number): Promise<{ filename: string; xml: string }> {
  const row = await db
    .selectFrom('sepa_collections')
    .select(['message_id', 'xml'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'sepa_collection_not_found', 'Collection file not found.');
  return { filename: `${row.message_id}.xml`, xml: row.xml };
}
