// The open invoices staff see on the payments screen (issue 36): every membership paid by invoice and not paid
// yet, by due date, with the dunning step it reached. Staff mark one paid through admin/memberships/{id}/
// confirm-payment, as for any payment received.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { OpenInvoice } from '../../shared/domain';
import { isoOrNull } from '../../shared/format';
import { effectiveState } from '../../shared/membership';

/** GET admin/payments/invoices: at most `limit` open invoices, the longest overdue first. */
export async function listOpenInvoices(db: Kysely<Database>, limit = 500): Promise<OpenInvoice[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('invoice_dunning as d')
          .select(['d.step', 'd.at'])
          .whereRef('d.subscription_id', '=', 's.id')
          .orderBy('d.at', 'desc')
          .orderBy('d.step', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      's.id',
      's.user_id',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'),
      'u.email',
      's.contract_reference',
      's.price_cents',
      sql<Date>`s.invoice_due_at`.as('invoice_due_at'),
      effectiveState('s').as('state'),
      'last.step',
      'last.at',
    ])
    .where('s.payment_type', '=', 'invoice')
    .where('s.invoice_due_at', 'is not', null)
    .where('s.invoice_paid_at', 'is', null)
    .where('s.status', 'not in', ['cancelled_renewal'])
    .orderBy('s.invoice_due_at')
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    membership_id: row.id,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    contract_reference: row.contract_reference,
    amount_cents: row.price_cents ?? 0,
    due_at: row.invoice_due_at.toISOString(),
    state: row.state,
    dunning_step: row.step,
    dunning_at: isoOrNull(row.at),
  }));
}
