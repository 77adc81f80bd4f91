import { useEffect, useRef, useSyncExternalStore } from 'react';
import { selectLoggedIn, showSnackbar, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { FloatingBanner } from './floating-banner';
import { useRuntime } from '../context/runtime-context';
import { useEngaged } from '../session/engagement';

/**
 * Spec §4 service worker states on screen: a new build's worker waits and the user is offered "new version —
 * reload" (accepting lets it take over; the page then reloads once; otherwise the next route change applies it);
 * the first install tells the user that the app now works offline, once they have used the page (engagement.ts) and
 * only when signed in: the offline parts (plan, player, diary) are behind the login, so a visitor of the landing
 * pages would be promised something they cannot use (#39).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { worker } = useRuntime();
  const state = useSyncExternalStore(worker.subscribe, worker.state, worker.state);
  const toldOfflineReady = useRef(false);
  const engaged = useEngaged();
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(() => {
    if (state.status !== 'offline-ready' || !engaged || !loggedIn || toldOfflineReady.current) return;
    toldOfflineReady.current = true;
    dispatch(showSnackbar({ key: 'shell:offline.ready', severity: 'info' }));
  }, [state.status, engaged, loggedIn, dispatch]);

  if (state.status !== 'update-needed') return null;
  return (
    <FloatingBanner $edge="top" $layer={60} aria-label={t('update.label')} data-testid="update-prompt">
      <p role="status">{t('update.text')}</p>
      <Button onClick={() => worker.acceptUpdate()}>{t('update.reload')}</Button>
    </FloatingBanner>
  );
}
