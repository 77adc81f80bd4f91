// Importing a bank statement (issue 36): each entry is matched to a membership payment by the end-to-end id of
// the collection file, else by the mandate reference of a submitted debit, else by a contract number in the
// remittance text (a transfer paying an invoice). A credit marks it paid (a renewal waiting for its payment
// starts, as when staff confirm it); a returned debit marks it returned with the bank's reason. Entries that match
// nothing are kept and listed for staff. One transaction per upload; a statement id imported before is skipped,
// so importing the same file again changes nothing.
import type { Response } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
// the answer's wire types, declared once in packages/domain
import type { BankStatementImport, UnmatchedStatementEntry } from '../../shared/domain';
import { markMembershipPaid } from '../membership';
import { auditDetails } from '../audit';
import { parseCamt053, type StatementEntry } from './camt';

type Db = Kysely<Database>;

/** Contract numbers look like OF-3FA0C2B91D (migration 0009); a remittance text may carry one among other words. */
const CONTRACT_PATTERN = /\bOF-[0-9A-Z]{10}\b/g;

interface Match {
  id: number;
  status: string;
  collection_state: string | null;
  invoice_due_at: Date | null;
  invoice_paid_at: Date | null;
}

async function matchOf(tx: Db, entry: StatementEntry): Promise<Match | undefined> {
  const base = tx
    .selectFrom('subscriptions')
    .select(['id', 'status', 'collection_state', 'invoice_due_at', 'invoice_paid_at']);
  if (entry.endToEndId) {
    const found = await base.where('end_to_end_id', '=', entry.endToEndId).executeTakeFirst();
    if (found) return found;
  }
  if (entry.mandateId) {
    const found = await base
      .where('collection_state', '=', 'submitted')
      .where('sepa_mandate_id', '=', (qb) =>
        qb.selectFrom('sepa_mandates').select('id').where('mandate_reference', '=', entry.mandateId!),
      )
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (found) return found;
  }
  const references = entry.remittance?.toUpperCase().match(CONTRACT_PATTERN) ?? [];
  if (references.length === 0) return undefined;
  return base.where('contract_reference', 'in', references).orderBy('id').executeTakeFirst();
}

/** Applies one matched entry; false when it changes nothing (the payment is in that state already). */
async function apply(
  tx: Db,
  staffId: number,
  match: Match,
  entry: StatementEntry,
): Promise<'paid' | 'returned' | null> {
  if (entry.returned) {
    if (match.collection_state === 'returned') return null;
    await tx
      .updateTable('subscriptions')
      .set({ collection_state: 'returned', return_reason: entry.returnReason })
      .where('id', '=', match.id)
      .execute();
    return 'returned';
  }
  if (!entry.credit || match.collection_state === 'paid') return null;
  await tx
    .updateTable('subscriptions')
    .set({ collection_state: 'paid' })
    .where('id', '=', match.id)
    .execute();
  // a renewal waiting for its payment starts; an open invoice is paid (a membership dunning paused runs again)
  const openInvoice = match.invoice_due_at !== null && match.invoice_paid_at === null;
  if (match.status === 'awaiting_payment' || openInvoice) await markMembershipPaid(tx, staffId, match.id);
  return 'paid';
}

const unmatchedOf = (entry: StatementEntry): UnmatchedStatementEntry => ({
  amount_cents: entry.amountCents,
  credit: entry.credit,
  reference: entry.endToEndId ?? entry.mandateId,
  remittance: entry.remittance,
  booking_date: entry.bookingDate,
});

/** POST admin/payments/bank-statements: imports every statement of the file not imported before. */
export async function importBankStatement(
  db: Db,
  xml: string,
  acting: { actorId: number; res: Response },
): Promise<BankStatementImport> {
  const statements = parseCamt053(xml);
  return db.transaction().execute(async (tx) => {
    const result: BankStatementImport = { statements: [], paid: [], returned: [], unmatched: [] };
    for (const statement of statements) {
      const claimed = await tx
        .insertInto('bank_statements')
        .values({
          statement_id: statement.id,
          entry_count: statement.entries.length,
          matched_count: 0,
          imported_by: acting.actorId,
        })
        .onConflict((oc) => oc.column('statement_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      result.statements.push({ statement_id: statement.id, already_imported: !claimed });
      if (!claimed) continue;
      const unmatched: UnmatchedStatementEntry[] = [];
      for (const entry of statement.entries) {
        const match = await matchOf(tx, entry);
        if (!match) unmatched.push(unmatchedOf(entry));
        const done = match ? await apply(tx, acting.actorId, match, entry) : null;
        if (done && match) result[done].push(match.id);
      }
      await tx
        .updateTable('bank_statements')
        .set({
          matched_count: statement.entries.length - unmatched.length,
          unmatched: sql<string>`${JSON.stringify(unmatched)}::jsonb`,
        })
        .where('id', '=', claimed.id)
        .execute();
      result.unmatched.push(...unmatched);
    }
    await auditDetails(tx, acting.res, acting.actorId, {
      action: 'bank_statement.import',
      subject: `bank_statements:${statements.map((s) => s.id).join(',')}`,
      after: { paid: result.paid, returned: result.returned, unmatched: result.unmatched.length },
    });
    return result;
  });
}
