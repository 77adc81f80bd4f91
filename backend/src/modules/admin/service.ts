// Business rules of officefit/v1/admin/* (who may call them is decided in routes.ts by the permission table), one
// file per use case under use-cases/; this factory only hands them their deps. Every action completes the
// request's audit row (audit module) with its target and the state before and after.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bindUseCases } from '../../shared/use-cases';
import type { AdminUser, AdminUserDetail } from './mappers';
import type { ChangeMembershipBody, ListUsersQuery } from './schemas';
import { changeMembership } from './use-cases/change-membership';
import type { Acting, AdminActions } from './use-cases/context';
import { resendVerification, sendResetLink, unlockLogin } from './use-cases/support-actions';
import { searchUsers, user } from './use-cases/users';

export type { Acting, AdminActions } from './use-cases/context';
export { planFollowers } from './use-cases/follow-periods';

export interface AdminService {
  searchUsers(query: ListUsersQuery): Promise<{ items: AdminUser[]; total: number }>;
  user(id: number): Promise<AdminUserDetail>;
  resendVerification(id: number, acting: Acting): Promise<{ sent: boolean }>;
  sendResetLink(id: number, acting: Acting): Promise<{ sent: true }>;
  unlockLogin(id: number, acting: Acting): Promise<AdminUserDetail['login']>;
  changeMembership(id: number, body: ChangeMembershipBody, acting: Acting): Promise<AdminUserDetail>;
}

export function createAdminService(db: Kysely<Database>, actions: AdminActions): AdminService {
  return bindUseCases(
    { db, actions },
    { searchUsers, user, resendVerification, sendResetLink, unlockLogin, changeMembership },
  );
}
