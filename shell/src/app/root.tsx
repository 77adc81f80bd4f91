import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  dismissSnackbar,
  navigated,
  selectLoggedIn,
  useAppDispatch,
  useAppSelector,
  useValidateTokenMutation,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { SnackbarStack } from '@officefit/ui';
import { LoginDialog } from '../auth/login-dialog';
import { InstallPrompt } from '../components/install-prompt';
import { UpdatePrompt } from '../components/update-prompt';
import { LeaveGuard } from './leave-guard';
import { useRuntime } from './runtime-context';
import { reloadOnce } from '../session/reload-guard';
import { applyPendingUpdate } from '../session/app-update';
import { useOfflineSync } from '../session/offline-sync';

/** Session or refresh check at start-up and every 60 seconds (spec §9). */
export const SESSION_CHECK_MS = 60_000;

function useSessionCheck() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const [validate] = useValidateTokenMutation();
  useEffect(() => {
    if (!loggedIn) return;
    void validate();
    const timer = setInterval(() => void validate(), SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [loggedIn, validate]);
}

/** Runs on every navigation: close menus, report the page view, apply a pending app update. */
function useNavigationEffects() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { analytics, updates, worker } = useRuntime();
  const first = useRef(true);
  useEffect(() => {
    dispatch(navigated());
    analytics.pageView(location.pathname);
    if (!first.current) applyPendingUpdate(location.pathname, { worker, updates }, reloadOnce);
    first.current = false;
  }, [location.pathname, dispatch, analytics, updates, worker]);
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

/** The top of the route tree: global overlays and navigation effects around every layout. */
export function Root() {
  useSessionCheck();
  useNavigationEffects();
  useOfflineSync();
  return (
    <>
      <Outlet />
      <LoginDialog />
      <LeaveGuard />
      <Snackbars />
      <UpdatePrompt />
      <InstallPrompt />
    </>
  );
}
