import { z } from 'zod';
import { MEMBERSHIP_STATES } from '../../shared/domain';
import { integerParam } from '../../shared/params';
import { idField } from '../kernel';

/** The membership filter: a state of the user's latest membership, or `none` for users without one. */
export const MEMBERSHIP_FILTERS = [...MEMBERSHIP_STATES, 'none'] as const;

/**
 * GET /officefit/v1/admin/users: search text (e-mail, first or last name, company name), the latest membership's
 * state, and a page (X-WP-Total / X-WP-TotalPages as in WordPress).
 */
export const listUsersQuery = z.strictObject({
  search: z.string({ error: 'search must be a string.' }).trim().max(100).optional(),
  membership: z
    .enum(MEMBERSHIP_FILTERS, { error: `membership must be one of: ${MEMBERSHIP_FILTERS.join(', ')}.` })
    .optional(),
  per_page: integerParam('per_page', 1, 100).default(50),
  page: integerParam('page', 1, 100_000).default(1),
});
export type ListUsersQuery = z.output<typeof listUsersQuery>;

export const userParams = z.strictObject({ id: idField('id') });

/** No body. */
export const noBody = z.strictObject({});

/**
 * PUT admin/users/:id/membership: a new end date for one of the user's memberships (extend or shorten; a
 * membership that ran out runs again when the new date lies ahead). `note` goes into the membership history.
 */
export const changeMembershipBody = z.strictObject({
  membership_id: idField('membership_id'),
  ends_at: z.iso.date({ error: 'ends_at must be a date (YYYY-MM-DD).' }),
  note: z.string({ error: 'note must be a string.' }).trim().max(500).optional(),
});
export type ChangeMembershipBody = z.output<typeof changeMembershipBody>;
