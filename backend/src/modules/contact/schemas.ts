import { z } from 'zod';
import {
  CONTACT_COMPANY_MAX,
  CONTACT_EMPLOYEES_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  contactBodySchema,
} from '../../shared/domain';
import { integerParam } from '../../shared/params';
import { wireMessages } from '../../shared/validate';

/** POST contact: the contract shared with the marketing app's form, with the English wire messages. */
export const contactBody = wireMessages(contactBodySchema, {
  name: {
    invalid_type: 'name must be a string.',
    too_small: 'Please enter your name.',
    too_big: `name is too long (at most ${CONTACT_NAME_MAX} characters).`,
  },
  email: {
    invalid_type: 'Please enter an e-mail address.',
    too_small: 'Please enter an e-mail address.',
    default: 'E-mail address not valid.',
  },
  company: {
    invalid_type: 'company must be a string.',
    too_big: `company is too long (at most ${CONTACT_COMPANY_MAX} characters).`,
  },
  phone: {
    invalid_type: 'phone must be a string.',
    default: 'phone must be a phone number (digits, spaces, + ( ) / -).',
  },
  message: {
    invalid_type: 'message must be a string.',
    too_big: `message is too long (at most ${CONTACT_MESSAGE_MAX} characters).`,
    message_required: 'Please enter a message.',
  },
  consent: 'Consent is required.',
  trial: 'trial must be true or false.',
  employees: {
    invalid_type: 'employees must be a whole number.',
    default: `employees must be between 1 and ${CONTACT_EMPLOYEES_MAX}.`,
  },
  lang: 'lang must be de or en.',
});
export type { ContactBody } from '../../shared/domain';

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
