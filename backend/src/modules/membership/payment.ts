// Payment behind one interface: a provider validates and stores what collecting the money needs, inside the
// transaction of the membership it pays for. SEPA direct debit keeps a mandate (IBAN checked with ibantools),
// invoice needs nothing up front. Money is never taken here: staff confirm "payment received"
// (confirm-payment) before a paid extension takes effect. Refunds go through the provider too; the manual ones
// record them for staff to pay out. A card provider would implement the same interface
// and may return a next action (e.g. a redirect to the card issuer) with the setup.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, RefundReason, RefundState } from '../../db/schema';
import type { PaymentInput, PaymentType } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import type * as Ibantools from 'ibantools' with { 'resolution-mode': 'import' };

// ibantools ships a CommonJS build under `require`, but its types describe only the ESM entry, which tsc refuses
// to `import` from this CommonJS package; so load the CommonJS build with the ESM types.
const { electronicFormatIBAN, isValidBIC, isValidIBAN } = require('ibantools') as typeof Ibantools;

export interface PaymentRequest {
  userId: number;
  amountCents: number;
  /** Dotted path of the payment in the request body, for field errors (e.g. `access.payment`). */
  field: string;
}

export interface PaymentSetup {
  type: PaymentType;
  sepaMandateId: number | null;
}

export interface RefundRequest {
  subscriptionId: number;
  userId: number;
  amountCents: number;
  reason: RefundReason;
  /** The mandate the money was collected by (SEPA), else null. */
  sepaMandateId: number | null;
}

export interface RefundRecord {
  id: number;
  state: RefundState;
  amountCents: number;
}

export interface PaymentProvider<P extends PaymentInput = PaymentInput> {
  readonly type: P['type'];
  /** Validates the details and stores them; throws a 400 rest_invalid_param AppError for a bad detail. */
  setUp(db: Kysely<Database>, payment: P, request: PaymentRequest): Promise<PaymentSetup>;
  /**
   * Pays money back, inside the transaction of the cancellation, and records it. Once per membership period: a
   * repeated call answers the record of the first. A card provider would call its processor here and record
   * `refunded`; the manual ones record `pending` for staff.
   */
  refund(db: Kysely<Database>, request: RefundRequest): Promise<RefundRecord>;
}

/**
 * The refund of the manual providers (SEPA credit transfer or bank transfer, done by staff): recorded as
 * pending; staff confirm it (admin/refunds/{id}/confirm) once the money has left.
 */
async function recordPendingRefund(
  db: Kysely<Database>,
  type: 'sepa' | 'invoice',
  request: RefundRequest,
): Promise<RefundRecord> {
  await db
    .insertInto('membership_refunds')
    .values({
      subscription_id: request.subscriptionId,
      user_id: request.userId,
      amount_cents: request.amountCents,
      reason: request.reason,
      payment_type: type,
      sepa_mandate_id: request.sepaMandateId,
    })
    .onConflict((oc) => oc.column('subscription_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('membership_refunds')
    .select(['id', 'state', 'amount_cents'])
    .where('subscription_id', '=', request.subscriptionId)
    .executeTakeFirstOrThrow();
  return { id: row.id, state: row.state, amountCents: row.amount_cents };
}

function invalidDetail(param: string, message: string): AppError {
  return new AppError('invalid_data', 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
    params: { [param]: message },
  });
}

/** A mandate reference (SEPA: up to 35 characters of A–Z, 0–9 and a few signs). */
function newMandateReference(): string {
  return `OFM-${randomBytes(8).toString('hex').toUpperCase()}`;
}

export const sepaProvider: PaymentProvider<Extract<PaymentInput, { type: 'sepa' }>> = {
  type: 'sepa',
  async setUp(db, payment, { userId, field }) {
    const iban = electronicFormatIBAN(payment.iban) ?? '';
    if (!isValidIBAN(iban)) throw invalidDetail(`${field}.iban`, 'The IBAN is not valid.');
    // the schema checked the BIC's shape; ibantools also knows the country codes
    if (payment.bic !== undefined && !isValidBIC(payment.bic)) {
      throw invalidDetail(`${field}.bic`, 'The BIC is not valid.');
    }
    const mandate = await db
      .insertInto('sepa_mandates')
      .values({
        user_id: userId,
        iban,
        account_owner: payment.account_owner,
        bic: payment.bic ?? null,
        mandate_reference: newMandateReference(),
        signed_on: new Date().toISOString().slice(0, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { type: 'sepa', sepaMandateId: mandate.id };
  },
  refund: (db, request) => recordPendingRefund(db, 'sepa', request),
};

export const invoiceProvider: PaymentProvider<Extract<PaymentInput, { type: 'invoice' }>> = {
  type: 'invoice',
  async setUp() {
    return { type: 'invoice', sepaMandateId: null };
  },
  refund: (db, request) => recordPendingRefund(db, 'invoice', { ...request, sepaMandateId: null }),
};

/**
 * The providers by payment type: a new way to pay (a card/PSP adapter) is one more entry here, not another branch
 * in the callers. Each entry's input type matches its key, so looking one up by `payment.type` is sound.
 */
const providers: { [T in PaymentInput['type']]: PaymentProvider<Extract<PaymentInput, { type: T }>> } = {
  sepa: sepaProvider,
  invoice: invoiceProvider,
};

/** The provider of a payment type (method parameters are bivariant, so the specific one fits the general). */
export function providerOf(type: PaymentInput['type']): PaymentProvider {
  return providers[type] as PaymentProvider;
}

/** Sets up the payment with the provider of its type. */
export function setUpPayment(
  db: Kysely<Database>,
  payment: PaymentInput,
  request: PaymentRequest,
): Promise<PaymentSetup> {
  return providerOf(payment.type).setUp(db, payment, request);
}

/** Refunds a membership paid by `type` through its provider. */
export function refundPayment(
  db: Kysely<Database>,
  type: PaymentInput['type'],
  request: RefundRequest,
): Promise<RefundRecord> {
  return providerOf(type).refund(db, request);
}
