import { type AdminUser, toAdminUser } from './mappers';
import type { AdminRepository } from './repository';
import type { ListUsersQuery } from './schemas';

export interface AdminService {
  searchUsers(query: ListUsersQuery): Promise<AdminUser[]>;
}

/** Business rules of officefit/v1/admin/* (who may call them is decided in routes.ts). */
export function createAdminService(repo: AdminRepository): AdminService {
  return {
    async searchUsers({ search }) {
      return (await repo.searchUsers(search || undefined)).map(toAdminUser);
    },
  };
}
