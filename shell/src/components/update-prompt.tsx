import { useEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { selectLoggedIn, showSnackbar, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { useRuntime } from '../context/runtime-context';
import { useEngaged } from '../session/engagement';

const Banner = styled.aside`
  position: fixed;
  left: 1rem;
  right: 1rem;
  top: 1rem;
  max-width: 480px;
  margin: 0 auto;
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
  padding: 0.75rem 1rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  z-index: 60;
  p {
    flex: 1 1 12rem;
    margin: 0;
  }
`;

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
    <Banner aria-label={t('update.label')} data-testid="update-prompt">
      <p role="status">{t('update.text')}</p>
      <Button onClick={() => worker.acceptUpdate()}>{t('update.reload')}</Button>
    </Banner>
  );
}
