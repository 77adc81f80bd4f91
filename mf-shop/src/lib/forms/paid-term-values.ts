// The paid-term form values (duration, billing interval, payment) of the registration's step 3 and /extend and
// their wire shape; no zod here (the schema of ./paid-term.ts loads on demand).
import { BILLING_INTERVALS_BY_DURATION, type MembershipDuration } from '@officefit/domain';
import { withoutBlanks } from './field-error';
import { paymentWire, type PaymentValues } from './payment-fields';

/** The paid-term fields as the form holds them (all strings while being edited). */
export interface PaidTermValues {
  duration: string;
  billing_interval: string;
  payment: PaymentValues;
}

export const emptyPaidTerm: PaidTermValues = {
  duration: '',
  billing_interval: '',
  payment: { type: '', iban: '', account_owner: '', bic: '' },
};

/** Only the payment fields of the chosen type go on the wire (the strict schemas reject the others). */
export function paidTermWire(values: PaidTermValues) {
  const payment = paymentWire(values.payment);
  return withoutBlanks({ duration: values.duration, billing_interval: values.billing_interval, payment });
}

/** The intervals a duration can be billed in (none while no duration is chosen). */
export function intervalsFor(duration: string): readonly string[] {
  return BILLING_INTERVALS_BY_DURATION[duration as MembershipDuration] ?? [];
}

export interface ExtendFormValues extends PaidTermValues {
  sepa_mandate: boolean;
}
