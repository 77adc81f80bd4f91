import { useEffect, useRef } from 'react';
import { Outlet, useBlocker, useLocation } from 'react-router-dom';
import {
  dismissSnackbar,
  leaveAborted,
  leaveCancelled,
  leaveConfirmed,
  navigated,
  selectLoggedIn,
  useAppDispatch,
  useAppSelector,
  useValidateTokenMutation,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { ConfirmDialog, SnackbarStack } from '@officefit/ui';
import { LoginDialog } from '../auth/login-dialog';
import { InstallPrompt } from '../components/install-prompt';
import { useRuntime } from './runtime-context';
import { reloadOnce } from '../session/reload-guard';

/** Session or refresh check at start-up and every 60 seconds (spec §9). */
export const SESSION_CHECK_MS = 60_000;
/** Paths whose unsaved changes are intercepted when leaving (spec §2). */
export const GUARDED_FORMS = ['/profile', '/anamnesis'];

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
  const { analytics, updates } = useRuntime();
  const first = useRef(true);
  useEffect(() => {
    dispatch(navigated());
    analytics.pageView(location.pathname);
    if (!first.current && updates.updateAvailable()) reloadOnce(location.pathname);
    first.current = false;
  }, [location.pathname, dispatch, analytics, updates]);
}

/** Leaving /profile or /anamnesis with unsaved changes asks first (spec §2, profile question state). */
function LeaveGuard() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const dirty = useAppSelector((s) => s.ui.profileDirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      GUARDED_FORMS.includes(currentLocation.pathname) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') dispatch(leaveAborted(blocker.location.pathname));
  }, [blocker, dispatch]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      message={t('leave.message')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => {
        dispatch(leaveConfirmed());
        blocker.proceed?.();
      }}
      onCancel={() => {
        dispatch(leaveCancelled());
        blocker.reset?.();
      }}
    />
  );
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
  return (
    <>
      <Outlet />
      <LoginDialog />
      <LeaveGuard />
      <Snackbars />
      <InstallPrompt />
    </>
  );
}
