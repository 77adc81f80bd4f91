import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  openLoginDialog,
  selectLoggedIn,
  useAppDispatch,
  useAppSelector,
  useGetMeQuery,
} from '@officefit/api';
import { mayPass } from './access';
import { AccessDenied } from '../pages/access-denied';
import { PageSkeleton } from '../components/page-skeleton';

/**
 * Wraps a guarded route. Logged-out visitors are sent to `/` with the login dialog open (and come back after
 * login); logged-in users without the right see the access-denied screen.
 */
export function Guard({ name, children }: { name: string | undefined; children: ReactNode }) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { data: me, isLoading } = useGetMeQuery(undefined, { skip: !loggedIn || name === undefined });
  const needsLogin = name !== undefined && !loggedIn;

  useEffect(() => {
    if (needsLogin) dispatch(openLoginDialog({ afterLoginPath: location.pathname + location.search }));
  }, [needsLogin, dispatch, location.pathname, location.search]);

  // Evaluated first so that an unknown guard name always throws (spec §6), whatever the login state.
  const allowed = mayPass(name, me);
  if (name === undefined) return <>{children}</>;
  if (needsLogin) return <Navigate to="/" replace />;
  if (isLoading || !me) return <PageSkeleton />;
  return allowed ? <>{children}</> : <AccessDenied guard={name} />;
}
