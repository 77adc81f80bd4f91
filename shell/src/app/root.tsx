import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import {
  dismissSnackbar,
  selectLoggedIn,
  useAppDispatch,
  useAppSelector,
  useValidateTokenMutation,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { SnackbarStack } from '@officefit/ui';
import { InstallOffer } from '../components/install-offer';
import { UpdatePrompt } from '../components/update-prompt';
import { useOfflineSync } from '../session/offline-sync';
import { startSessionCheck } from '../session/session-check';
import { LeaveGuard } from './leave-guard';
import { useNavigationEffects } from './navigation-effects';
import { useSsoReturn } from '../auth/sso-return';

// The login dialog's code loads when it is first opened (a logged-in visitor never needs it); once loaded it
// stays mounted, so what was typed survives closing and reopening, as before.
const LoginDialog = lazy(() => import('../auth/login-dialog').then((m) => ({ default: m.LoginDialog })));

// The leave question is mounted while a guarded form holds unsaved changes. Its code is not lazy: a user who types
// and clicks a link at once must be asked before the chunk could have arrived (e2e profile.spec.ts).
function DirtyLeaveGuard() {
  const dirty = useAppSelector((s) => s.ui.profileDirty);
  return dirty ? <LeaveGuard /> : null;
}

function LazyLoginDialog() {
  const open = useAppSelector((s) => s.ui.loginDialogOpen);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

/** The session check of spec §9 while somebody is logged in (session/session-check.ts). */
function useSessionCheck() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const [validate] = useValidateTokenMutation();
  useEffect(() => {
    if (!loggedIn) return;
    return startSessionCheck(() => void validate());
  }, [loggedIn, validate]);
}

function Snackbars() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const messages = useAppSelector((s) => s.ui.messages);
  return (
    <SnackbarStack
      messages={messages.map((m) => ({ id: m.id, text: t(m.key, m.values), severity: m.severity }))}
      onDismiss={(id) => dispatch(dismissSnackbar(id))}
    />
  );
}

/**
 * The session check and the offline replay, in a component of their own: the check's request state (pending,
 * done) re-renders this empty component only, not Root with its overlays (TBT after the boot, #16).
 */
function SessionEffects() {
  useSessionCheck();
  useOfflineSync();
  useSsoReturn();
  return null;
}

/** The top of the route tree: global overlays and navigation effects around every layout. */
export function Root() {
  useNavigationEffects();
  return (
    <>
      <SessionEffects />
      <Outlet />
      <LazyLoginDialog />
      <DirtyLeaveGuard />
      <Snackbars />
      <UpdatePrompt />
      <InstallOffer />
    </>
  );
}
