// The form side of a paid term (duration, billing interval, payment) shared by the registration's step 3 and
// /extend. The wire schema is the domain's; the form adds the SEPA mandate consent, which is given on screen and
// not sent (the request itself is the mandate, stored by the backend with its date and reference).
// zod/mini like the contract (packages/domain/src/contract/accounts.ts): no classic zod in these screens' bundle.
import { z } from 'zod/mini';
import { extendMembershipBodySchema } from '@officefit/domain';
import { paidTermWire, type ExtendFormValues } from './paid-term-values';

export * from './paid-term-values';

/** Adds "the SEPA mandate was given" to a schema whose output has the payment at `payment`. */
export function requireSepaMandate(
  value: { sepa_mandate?: boolean; payment?: { type?: string } | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (value.payment?.type === 'sepa' && value.sepa_mandate !== true) {
    ctx.addIssue({ code: 'custom', path: ['sepa_mandate'], params: { code: 'mandate_required' } });
  }
}

/** /extend: the wire body of POST membership/extend plus the mandate consent. */
export const extendFormSchema = z.pipe(
  z.transform((raw: unknown): unknown => {
    const values = raw as ExtendFormValues;
    return { ...paidTermWire(values), sepa_mandate: values.sepa_mandate };
  }),
  z
    .safeExtend(extendMembershipBodySchema, { sepa_mandate: z.boolean() })
    .check(z.superRefine(requireSepaMandate)),
);
