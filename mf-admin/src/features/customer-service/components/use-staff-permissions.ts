import { useSignedInMeQuery } from '@officefit/api';

/** What the signed-in staff member may do with an account (an administrator may do everything). */
export function useStaffPermissions() {
  const { data: me } = useSignedInMeQuery();
  const may = (permission: string) => Boolean(me?.admin || me?.permissions?.includes(permission));
  return {
    write: may('users.write'),
    impersonate: may('users.impersonate'),
    confirmPayment: may('payments.confirm'),
    changeMembership: may('memberships.write'),
    cancelOrder: may('orders.cancel'),
  };
}

export type StaffPermissions = ReturnType<typeof useStaffPermissions>;
