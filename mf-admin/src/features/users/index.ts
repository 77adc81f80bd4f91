// What other admin features use of the users feature (its other files are its own).
export type { AdminUser, MembershipState } from './api/get-users';
