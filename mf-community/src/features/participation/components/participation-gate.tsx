import type { ReactNode } from 'react';
import { useGetMeQuery } from '@officefit/api';
import { QueryState } from '@officefit/ui';
import { OptInScreen } from './opt-in-screen';

/** Shows `children` only to users who unlocked the ranking; everybody else gets the opt-in screen. */
export function ParticipationGate({
  reason,
  children,
}: {
  reason: 'ranking' | 'challenges' | 'team';
  children: ReactNode;
}) {
  return (
    <QueryState query={useGetMeQuery()}>
      {(me) => (me.meta.participating ? children : <OptInScreen reason={reason} />)}
    </QueryState>
  );
}
