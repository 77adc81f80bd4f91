// The request schemas are the contract shared with mf-training (@officefit/domain, contract/profile.ts); this
// file adds the English wire messages and the server-only export query.
import { z } from 'zod';
import { deleteAccountBodySchema, withdrawConsentBodySchema } from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

export const deleteAccountBody = wireMessages(deleteAccountBodySchema, {
  password: 'Please enter your password.',
});

/** GET me/export: JSON (default) or the readable HTML summary. */
export const exportQuery = wireMessages(
  z.strictObject({ format: z.enum(['json', 'html']).default('json') }),
  {
    format: 'format must be json or html.',
  },
);

/** POST me/health-consent/withdraw: one purpose, or all of them without one. */
export const withdrawConsentBody = wireMessages(withdrawConsentBodySchema, {
  purpose: 'purpose must be health_plan or pain_tracking.',
});
