// Wire types of registration, e-mail verification and membership (issue 11) as the backend sends them. Types
// only; the request schemas are in ../contract/accounts.ts. Amounts are integer cents including VAT, with the
// VAT rate (percent) alongside. Timestamps are ISO 8601 strings.
import type {
  MembershipBillingInterval,
  MembershipDuration,
  MembershipKind,
  MembershipState,
  PaymentType,
} from '../contract/accounts';
import type { SubcategoryKind } from '../index';

/** One purchasable duration of GET membership/offers. */
export interface MembershipOffer {
  duration: MembershipDuration;
  price_cents: number;
  vat_rate: number;
  billing_intervals: MembershipBillingInterval[];
}

/** GET membership/offers. */
export interface MembershipOffersResponse {
  offers: MembershipOffer[];
}

/** POST registration/access-code. */
export interface AccessCodeResponse {
  company: { id: number; name: string };
  subcategories: { id: number; kind: SubcategoryKind; name: string }[];
}

/** POST registration/check-email. */
export interface CheckEmailResponse {
  exists: boolean;
}

/** The stored payment details of a membership, masked: IBANs never leave the backend in full. */
export interface MembershipPayment {
  type: PaymentType;
  /** SEPA only: e.g. "DE** **** **** **** **34 56" → all but the last 4 characters masked. */
  iban_masked?: string;
  account_owner?: string;
  mandate_reference?: string;
  /** YYYY-MM-DD. */
  mandate_date?: string;
}

/** A membership period (spec §3, §4). */
export interface Membership {
  id: number;
  kind: MembershipKind;
  state: MembershipState;
  starts_at: string;
  /** null: open-ended (a company membership runs while the employer's contract runs). */
  ends_at: string | null;
  duration: MembershipDuration | null;
  billing_interval: MembershipBillingInterval | null;
  payment_type: PaymentType;
  price_cents: number;
  vat_rate: number;
  /** Printed on the confirmation mail; one way to identify the contract when cancelling without login. */
  contract_reference: string;
  /**
   * Paid by invoice and not paid yet: when the invoice is due (ISO instant); it runs until then, is dunned after
   * it and paused if still unpaid (issue 36). Null when paid or not paid by invoice.
   */
  invoice_due_at?: string | null;
  company?: { id: number; name: string } | null;
  payment?: MembershipPayment | null;
}

/** POST registration → 201: the same token fields as jwt-auth/v1/token, so the app is logged in at once. */
export interface RegistrationResponse {
  token: string;
  user_email: string;
  user_nicename: string;
  user_display_name: string;
  membership: Membership;
}

/** POST registration/verify. */
export interface VerifyEmailResponse {
  verified: true;
}

/** POST registration/verify/resend → 202 (also when nothing was sent: verified already, or 3 mails this hour). */
export interface VerificationResendResponse {
  sent: true;
}

/**
 * POST membership/cancel-without-login → always 202 with this body, matched or not; a match gets the confirmation
 * link by mail, and nothing ends before it is followed.
 */
export interface CancelWithoutLoginResponse {
  received: true;
}

/** POST membership/cancel-without-login/confirm: the cancellation done (the same shape as membership/cancel). */
export type ConfirmCancellationResponse = CancelMembershipResponse;

/** Why a membership changed state, as written to the history. */
export type MembershipChangeReason =
  | 'registered'
  | 'code_redeemed'
  | 'extension_requested'
  | 'payment_confirmed'
  | 'cancelled'
  | 'cancelled_without_login'
  | 'refunded'
  | 'expired'
  | 'invoice_unpaid';

/** One row of the membership history: who (actor), when (at), from → to, why (reason). */
export interface MembershipHistoryEntry {
  at: string;
  membership_id: number;
  from_state: MembershipState | null;
  to_state: MembershipState;
  reason: MembershipChangeReason;
  /** The cancellation reason or other detail, when there is one. */
  detail: string | null;
  actor: 'self' | 'staff' | 'system';
}

/** GET membership. */
export interface MembershipOverview {
  /** The membership that grants access now (or the one that ended last); null without any. */
  current: Membership | null;
  /** A paid extension awaiting payment or confirmed and starting when `current` ends. */
  pending: Membership | null;
  history: MembershipHistoryEntry[];
  can_cancel: boolean;
  /** What a cancellation now would refund (inside the first week of a paid membership), else 0. */
  refund_if_cancelled_cents: number;
  /** A cancellation now ends the running membership at once (inside the first week of a paid one, refunded). */
  cancel_ends_immediately: boolean;
}

/** POST membership/extend → 201. */
export interface ExtendMembershipResponse {
  membership: Membership;
}

/** POST membership/cancel. */
export interface CancelMembershipResponse {
  membership: Membership;
  refund_cents: number;
  /** The running membership ended at once (cancelled in its first week and refunded). */
  ended_immediately: boolean;
}

/** POST admin/memberships/{id}/confirm-payment. */
export interface ConfirmPaymentResponse {
  membership: Membership;
}

/** One contact-form trial request of GET admin/trial-requests. */
export interface TrialRequest {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  state: 'requested' | 'started';
  created_at: string;
  /** True when an account with this e-mail exists. */
  registered: boolean;
}

/** GET admin/trial-requests?registered=false. */
export interface TrialRequestsResponse {
  requests: TrialRequest[];
}

/** POST membership/redeem: the membership the code started (a company seat, or a voucher term). */
export interface RedeemCodeResponse {
  membership: Membership;
}

/** One membership voucher of GET admin/vouchers (staff). */
export interface AdminVoucher {
  id: number;
  code: string;
  duration: MembershipDuration;
  max_uses: number;
  uses: number;
  valid_until: string | null;
  created_at: string;
  /** unused: can be redeemed; used: every use taken; expired: past valid_until; disabled: switched off by staff. */
  state: 'unused' | 'used' | 'expired' | 'disabled';
}

/** GET admin/vouchers and POST admin/vouchers (the vouchers just made). */
export interface AdminVouchersResponse {
  vouchers: AdminVoucher[];
}
