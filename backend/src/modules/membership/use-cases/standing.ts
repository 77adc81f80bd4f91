// Which of a user's membership rows count: the running one, a pending extension, and whether it can be cancelled.
import type { MembershipRow } from '../repository';

/** The running membership (grants access now) or else the newest one that is not a pending extension. */
export function currentOf(rows: MembershipRow[]): MembershipRow | null {
  return (
    rows.find((r) => r.grants_access) ??
    rows.find(
      (r) => r.state !== 'awaiting_payment' && r.state !== 'cancelled_renewal' && r.state !== 'extension',
    ) ??
    null
  );
}

/** A paid extension waiting for payment, or confirmed and not started yet. */
export function pendingOf(rows: MembershipRow[]): MembershipRow | null {
  return rows.find((r) => r.state === 'awaiting_payment' || r.state === 'extension') ?? null;
}

/** The running membership a cancellation ends (company memberships belong to the employer's contract). */
export function cancellable(current: MembershipRow | null): boolean {
  return (
    current !== null && current.grants_access && current.state === 'active' && current.kind !== 'company'
  );
}
