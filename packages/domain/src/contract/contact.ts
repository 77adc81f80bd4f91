// POST contact (docs/api-marketing.md "Contact form"): a contact request or (trial: true) a trial-week request.
import { z } from 'zod';
import { contentLangField, optionalText } from './fields';
import { PHONE_PATTERN } from './rules';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_COMPANY_MAX = 160;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_EMPLOYEES_MAX = 1_000_000;
export { PHONE_PATTERN };

/** Blank texts count as not given. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The body of POST contact; a contact request needs a message (custom code `message_required`). */
export const contactBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(CONTACT_NAME_MAX),
    email: z.string().trim().min(1).max(CONTACT_EMAIL_MAX).pipe(z.email()),
    company: optionalText(CONTACT_COMPANY_MAX),
    phone: z.preprocess(blankToUndefined, z.string().trim().regex(PHONE_PATTERN).optional()),
    message: z.string().trim().max(CONTACT_MESSAGE_MAX).default(''),
    consent: z.literal(true),
    trial: z.boolean(),
    employees: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value),
        z.number().int().min(1).max(CONTACT_EMPLOYEES_MAX).optional(),
      )
      .optional(),
    lang: contentLangField(),
  })
  .superRefine((body, ctx) => {
    if (!body.trial && body.message === '') {
      ctx.addIssue({ code: 'custom', path: ['message'], params: { code: 'message_required' } });
    }
  });
export type ContactBodyInput = z.input<typeof contactBodySchema>;
export type ContactBody = z.output<typeof contactBodySchema>;
