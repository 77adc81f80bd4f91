import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  openLoginDialog,
  selectLoggedIn,
  useAppDispatch,
  useAppSelector,
  useGetMeQuery,
} from '@officefit/api';
import { mayPass } from './access';
import { PageSkeleton } from '../components/page-skeleton';

// the denied screen (and its texts) loads when somebody is denied, not with every first screen (#16)
const AccessDenied = lazy(() => import('../pages/access-denied').then((m) => ({ default: m.AccessDenied })));

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
  const dialogOpen = useAppSelector((state) => state.ui.loginDialogOpen);

  // A dialog that is already open keeps its message and return path: the session-failure rule opens it with
  // "your session has expired" an instant before this guard sees the user logged out.
  useEffect(() => {
    if (needsLogin && !dialogOpen) {
      dispatch(openLoginDialog({ afterLoginPath: location.pathname + location.search }));
    }
  }, [needsLogin, dialogOpen, dispatch, location.pathname, location.search]);

  // Evaluated first so that an unknown guard name always throws (spec §6), whatever the login state.
  const allowed = mayPass(name, me);
  if (name === undefined) return <>{children}</>;
  if (needsLogin) return <Navigate to="/" replace />;
  if (isLoading || !me) return <PageSkeleton />;
  if (allowed) return <>{children}</>;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <AccessDenied guard={name} />
    </Suspense>
  );
}
