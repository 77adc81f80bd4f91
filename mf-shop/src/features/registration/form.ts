// The three steps of /registration as forms: each validates its part of POST registration with the domain's
// schemas (one rule in one place with the backend) plus what only the screen has: the repeated password, the
// "company employee or private" choice of step 2 and the SEPA mandate consent of step 3. Loaded on demand by the
// steps (forms/lazy-resolver.ts); what the screens need at once (values, wire bodies) is in ./values.ts.
import { z } from 'zod/mini';
import {
  registrationAccessSchema,
  registrationAccountFieldsSchema,
  registrationPersonalFieldsSchema,
} from '@officefit/domain';
import { withoutBlanks } from '../../lib/forms/field-error';
import { accessWire, type AccessValues, type PersonalValues } from './values';

export * from './values';

export const accountStepSchema = z
  .safeExtend(registrationAccountFieldsSchema, { password_repeat: z.string() })
  .check(
    z.refine((v: { password: string; password_repeat: string }) => v.password === v.password_repeat, {
      path: ['password_repeat'],
      params: { code: 'password_mismatch' },
    }),
  );

export const personalStepSchema = z.pipe(
  z.transform((raw: unknown): unknown => {
    const values = raw as PersonalValues;
    return withoutBlanks({ ...values, job_category: values.job_category ? Number(values.job_category) : '' });
  }),
  z.safeExtend(registrationPersonalFieldsSchema, { employment: z.enum(['company', 'private']) }),
);

const accessStep = z.object({ access: registrationAccessSchema, sepa_mandate: z.boolean() });

export const accessStepSchema = z.pipe(
  z.transform((raw: unknown): unknown => {
    const values = raw as AccessValues;
    return { access: accessWire(values.access), sepa_mandate: values.sepa_mandate };
  }),
  accessStep.check(
    z.superRefine((value: z.output<typeof accessStep>, ctx) => {
      const { access } = value;
      if (access.type === 'paid' && access.payment.type === 'sepa' && !value.sepa_mandate) {
        ctx.addIssue({ code: 'custom', path: ['sepa_mandate'], params: { code: 'mandate_required' } });
      }
    }),
  ),
);
