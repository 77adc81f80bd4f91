// The staff's user search and one user's customer-service page.
import { type AdminUser, type AdminUserDetail, toAdminUser } from '../mappers';
import { searchUsers as findUsers } from '../repository';
import type { ListUsersQuery } from '../schemas';
import { type AdminDeps, detail } from './context';

export async function searchUsers(
  { db }: AdminDeps,
  query: ListUsersQuery,
): Promise<{ items: AdminUser[]; total: number }> {
  const { rows, total } = await findUsers(db, { ...query, search: query.search || undefined });
  return { items: rows.map(toAdminUser), total };
}

export function user(deps: AdminDeps, id: number): Promise<AdminUserDetail> {
  return detail(deps, id);
}
