import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { leaveAborted, leaveCancelled, leaveConfirmed, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { ConfirmDialog } from '@officefit/ui';
import { useGuardsUnsavedChanges } from '../context/known-paths';

/**
 * Leaving a route that guards unsaved changes (declared by its remote, e.g. /anamnesis; spec §2) while the form
 * is dirty asks first: the target is stored, the menus close, and the user stays or leaves.
 */
export function LeaveGuard() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const dirty = useAppSelector((s) => s.ui.profileDirty);
  const guards = useGuardsUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && guards(currentLocation.pathname) && currentLocation.pathname !== nextLocation.pathname,
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
