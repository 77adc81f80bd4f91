import { z } from 'zod';

/** GET /officefit/v1/admin/users: optional search text (e-mail, first or last name). */
export const listUsersQuery = z.strictObject({
  search: z.string({ error: 'search must be a string.' }).trim().max(100).optional(),
});
export type ListUsersQuery = z.output<typeof listUsersQuery>;
