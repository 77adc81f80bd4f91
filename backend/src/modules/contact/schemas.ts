import { z } from 'zod';
import { contentLangParam, integerParam } from '../../shared/params';

const optionalText = (name: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${name} must be a string.` })
      .trim()
      .max(max, `${name} is too long (at most ${max} characters).`)
      .optional(),
  );

/** POST contact: a contact request or (trial: true) a trial-week request. */
export const contactBody = z
  .strictObject({
    name: z
      .string({ error: 'name must be a string.' })
      .trim()
      .min(1, 'Please enter your name.')
      .max(120, 'name is too long (at most 120 characters).'),
    email: z
      .string({ error: 'Please enter an e-mail address.' })
      .trim()
      .min(1, 'Please enter an e-mail address.')
      .max(254, 'E-mail address not valid.')
      .pipe(z.email({ error: 'E-mail address not valid.' })),
    company: optionalText('company', 160),
    phone: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ error: 'phone must be a string.' })
        .trim()
        .regex(/^\+?[0-9][0-9 ()/-]{2,38}$/, 'phone must be a phone number (digits, spaces, + ( ) / -).')
        .optional(),
    ),
    message: z
      .string({ error: 'message must be a string.' })
      .trim()
      .max(5000, 'message is too long (at most 5000 characters).')
      .default(''),
    consent: z.literal(true, { error: 'Consent is required.' }),
    trial: z.boolean({ error: 'trial must be true or false.' }),
    employees: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value),
        z
          .number({ error: 'employees must be a whole number.' })
          .int('employees must be a whole number.')
          .min(1, 'employees must be between 1 and 1000000.')
          .max(1_000_000, 'employees must be between 1 and 1000000.'),
      )
      .optional(),
    lang: contentLangParam,
  })
  .superRefine((body, ctx) => {
    if (!body.trial && body.message === '') {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'Please enter a message.' });
    }
  });
export type ContactBody = z.output<typeof contactBody>;

export const listRequestsQuery = z.strictObject({
  kind: z.enum(['contact', 'trial'], { error: 'kind must be contact or trial.' }).optional(),
  state: z.enum(['requested', 'started'], { error: 'state must be requested or started.' }).optional(),
  per_page: integerParam('per_page', 1, 100).default(20),
  page: integerParam('page', 1, 1_000_000).default(1),
});
export type ListRequestsQuery = z.output<typeof listRequestsQuery>;

export const requestParams = z.object({ id: z.string() });
export const updateRequestBody = z.strictObject({
  state: z.literal('started', { error: "state must be 'started'." }),
});

export const outboxQuery = z.strictObject({
  per_page: integerParam('per_page', 1, 100).default(50),
  kind: z.string({ error: 'kind must be a string.' }).max(60).optional(),
});
export type OutboxQuery = z.output<typeof outboxQuery>;
