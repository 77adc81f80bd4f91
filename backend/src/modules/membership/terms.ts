// Pure rules of a membership period: end dates per duration, the refund window, masking of payment data.
import {
  type MembershipDuration,
  type MembershipKind,
  type PaymentType,
  REFUND_WINDOW_DAYS,
} from '../../shared/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period of `duration` starting at `start` ('2w' = 14 days; months by the calendar). */
export function addDuration(start: Date, duration: MembershipDuration): Date {
  if (duration === '2w') return new Date(start.getTime() + 14 * DAY_MS);
  const months = Number(duration.slice(0, -1));
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  return end;
}

/** The end of a trial or any period of whole days. */
export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** A membership someone paid for (as opposed to company, voucher and trial memberships). */
export function isPaid(membership: { kind: MembershipKind; payment_type: PaymentType }): boolean {
  return (
    membership.kind === 'private' &&
    (membership.payment_type === 'sepa' || membership.payment_type === 'invoice')
  );
}

/** Spec §9: a paid membership cancelled within its first week ends at once (and what was paid is refunded). */
export function inFirstWeek(
  membership: { kind: MembershipKind; payment_type: PaymentType; starts_at: Date },
  now: Date,
): boolean {
  if (!isPaid(membership)) return false;
  const started = membership.starts_at.getTime();
  return now.getTime() >= started && now.getTime() < started + REFUND_WINDOW_DAYS * DAY_MS;
}

/**
 * What a cancellation now refunds: the price, inside the first week, of what was paid — a SEPA direct debit is
 * collected, an invoice only once staff confirmed its payment (issue 32: an unpaid invoice was "refunded").
 */
export function refundIfCancelled(
  membership: {
    kind: MembershipKind;
    payment_type: PaymentType;
    starts_at: Date;
    price_cents: number;
    payment_confirmed_at?: Date | null;
  },
  now: Date,
): number {
  if (!inFirstWeek(membership, now)) return 0;
  const paid = membership.payment_type === 'sepa' || Boolean(membership.payment_confirmed_at);
  return paid ? membership.price_cents : 0;
}

/**
 * A paid extension whose payment was confirmed, cancelled before it started: refunded in full (spec §9). One paid
 * by invoice is booked before it is paid (grace period), so only a confirmed payment is paid back.
 */
export function refundIfCancelledBeforeStart(membership: {
  kind: MembershipKind;
  payment_type: PaymentType;
  state: string;
  price_cents: number;
  payment_confirmed_at?: Date | null;
}): number {
  const unpaidInvoice = membership.payment_type === 'invoice' && !membership.payment_confirmed_at;
  return membership.state === 'extension' && isPaid(membership) && !unpaidInvoice
    ? membership.price_cents
    : 0;
}

/** All but the last 4 characters replaced by '*', in groups of 4 as IBANs are printed. */
export function maskIban(iban: string): string {
  const masked = '*'.repeat(Math.max(0, iban.length - 4)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Mail providers that ignore dots in the local part (one mailbox, many spellings). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox behind an address, as the trial week counts people: lower case, without a "+tag", and for Gmail
 * without dots (googlemail.com is gmail.com). One trial per mailbox, however its address is spelled.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
