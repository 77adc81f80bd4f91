// Rows → the wire types of @officefit/domain (wire/accounts.ts). Payment data leaves masked.
import type { Membership, MembershipHistoryEntry } from '../../shared/domain';
import { isoOrNull } from '../../shared/format';
import type { historyOf, MembershipRow } from './repository';
import { maskIban } from './terms';

export function toMembership(row: MembershipRow): Membership {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    starts_at: isoOrNull(row.starts_at) ?? '',
    ends_at: isoOrNull(row.ends_at),
    duration: row.duration,
    billing_interval: row.billing_interval,
    payment_type: row.payment_type,
    price_cents: row.price_cents,
    vat_rate: row.vat_rate,
    contract_reference: row.contract_reference,
    invoice_due_at: row.invoice_paid_at ? null : isoOrNull(row.invoice_due_at),
    company:
      row.company_id !== null && row.company_name !== null
        ? { id: row.company_id, name: row.company_name }
        : null,
    payment:
      row.payment_type === 'sepa' && row.iban
        ? {
            type: 'sepa',
            iban_masked: maskIban(row.iban),
            account_owner: row.account_owner ?? '',
            mandate_reference: row.mandate_reference ?? '',
            mandate_date: row.signed_on ?? '',
          }
        : { type: row.payment_type },
  };
}

type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

export function toHistoryEntry(row: HistoryRow): MembershipHistoryEntry {
  return {
    at: isoOrNull(row.created_at) ?? '',
    membership_id: row.subscription_id,
    from_state: row.from_state,
    to_state: row.to_state,
    reason: row.reason as MembershipHistoryEntry['reason'],
    detail: row.detail,
    actor: row.actor,
  };
}
