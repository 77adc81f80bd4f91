// The form side of a paid term (duration, billing interval, payment) shared by the registration's step 3 and
// /extend. The wire schema is the domain's; the form adds the SEPA mandate consent, which is given on screen and
// not sent (the request itself is the mandate, stored by the backend with its date and reference).
import { z } from 'zod';
import {
  BILLING_INTERVALS_BY_DURATION,
  extendMembershipBodySchema,
  type MembershipDuration,
} from '@officefit/domain';
import { withoutBlanks } from '../forms/field-error';
import { paymentWire, type PaymentValues } from '../forms/payment-fields';

/** The paid-term fields as the form holds them (all strings while being edited). */
export interface PaidTermValues {
  duration: string;
  billing_interval: string;
  payment: PaymentValues;
}

export const emptyPaidTerm: PaidTermValues = {
  duration: '',
  billing_interval: '',
  payment: { type: '', iban: '', account_owner: '' },
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

/** Adds "the SEPA mandate was given" to a schema whose output has the payment at `payment`. */
export function requireSepaMandate(
  value: { sepa_mandate?: boolean; payment?: { type?: string } | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.payment?.type === 'sepa' && value.sepa_mandate !== true) {
    ctx.addIssue({ code: 'custom', path: ['sepa_mandate'], params: { code: 'mandate_required' } });
  }
}

export interface ExtendFormValues extends PaidTermValues {
  sepa_mandate: boolean;
}

/** /extend: the wire body of POST membership/extend plus the mandate consent. */
export const extendFormSchema = z.preprocess(
  (raw) => {
    const values = raw as ExtendFormValues;
    return { ...paidTermWire(values), sepa_mandate: values.sepa_mandate };
  },
  extendMembershipBodySchema.safeExtend({ sepa_mandate: z.boolean() }).superRefine(requireSepaMandate),
);
