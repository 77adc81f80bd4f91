// Wire types of membership refunds (issue 11, spec §9 "refund if cancelled within the first week") for the staff
// endpoints. Types only. A refund is recorded when a paid membership is cancelled inside its refund window and
// stays `pending` until staff have paid it out (transfer or SEPA credit) and confirm it.
import type { Membership, MembershipHistoryEntry } from './accounts';

export type MembershipRefundState = 'pending' | 'refunded';
/** In the first week of a running membership, or a paid extension cancelled before it started. */
export type MembershipRefundReason = 'cancelled_in_first_week' | 'cancelled_before_start';

export interface MembershipRefund {
  id: number;
  membership_id: number;
  user_id: number;
  /** Gross, integer cents: what was paid for the membership. */
  amount_cents: number;
  reason: MembershipRefundReason;
  payment_type: 'sepa' | 'invoice';
  /** The SEPA mandate the money came from (masked IBAN), null for invoice. */
  mandate_reference: string | null;
  iban_masked: string | null;
  state: MembershipRefundState;
  created_at: string;
  refunded_at: string | null;
}

/** GET admin/memberships/{id}: one membership with its history and refunds. */
export interface AdminMembershipDetail {
  membership: Membership;
  user: { id: number; email: string; first_name: string; last_name: string };
  history: MembershipHistoryEntry[];
  refunds: MembershipRefund[];
}

/** GET admin/refunds. */
export interface MembershipRefundsResponse {
  refunds: MembershipRefund[];
}

/** A SEPA collection file (pain.008) made by staff: POST/GET admin/payments/sepa-collections (issue 36). */
export interface SepaCollection {
  id: number;
  message_id: string;
  /** YYYY-MM-DD: the day the bank debits. */
  collection_date: string;
  payment_count: number;
  total_cents: number;
  created_at: string;
}

export interface SepaCollectionsResponse {
  collections: SepaCollection[];
}

/** The steps of dunning an unpaid invoice, in order (issue 36). */
export type DunningStep = 'reminder_1' | 'reminder_2' | 'paused';

/** An open invoice: a membership paid by invoice and not paid yet (admin/payments/invoices). */
export interface OpenInvoice {
  membership_id: number;
  user_id: number;
  name: string;
  email: string;
  contract_reference: string;
  amount_cents: number;
  /** ISO instant. */
  due_at: string;
  /** The membership's state (awaiting_payment once dunning paused it). */
  state: string;
  /** The last dunning step taken, null before the first reminder. */
  dunning_step: DunningStep | null;
  dunning_at: string | null;
}

export interface OpenInvoicesResponse {
  invoices: OpenInvoice[];
}

/** A bank statement entry that matched no membership payment, for staff to look at. */
export interface UnmatchedStatementEntry {
  amount_cents: number;
  credit: boolean;
  reference: string | null;
  remittance: string | null;
  booking_date: string | null;
}

/** POST admin/payments/bank-statements: what a camt.053 import changed. */
export interface BankStatementImport {
  statements: { statement_id: string; already_imported: boolean }[];
  /** Membership ids. */
  paid: number[];
  returned: number[];
  unmatched: UnmatchedStatementEntry[];
}
