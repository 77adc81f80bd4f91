import { z } from 'zod';
import { integerParam } from '../../shared/params';

/** GET /officefit/v1/admin/audit: newest first, optionally one actor's, one target's or one action's rows. */
export const listAuditQuery = z.strictObject({
  actor: integerParam('actor', 1, 999_999_999).optional(),
  target: integerParam('target', 1, 999_999_999).optional(),
  action: z
    .string({ error: 'action must be a string.' })
    .regex(/^[a-z0-9_.:-]{1,100}$/, 'action is not an audit action.')
    .optional(),
  per_page: integerParam('per_page', 1, 100).default(50),
  page: integerParam('page', 1, 100_000).default(1),
});
export type ListAuditQuery = z.output<typeof listAuditQuery>;
