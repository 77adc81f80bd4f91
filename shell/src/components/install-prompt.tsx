import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';

/** Local-storage flag: once dismissed, the install prompt never shows again (spec §4). */
export const HIDE_INSTALL_KEY = 'officefit.hideInstall';

interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const Banner = styled.aside`
  position: fixed;
  left: 1rem;
  right: 1rem;
  bottom: 1rem;
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
  z-index: 50;
  p {
    flex: 1 1 12rem;
    margin: 0;
  }
`;

function isStandalone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** Offers installing the app when the browser allows it; hidden after install or dismissal. */
export function InstallPrompt() {
  const { t } = useTranslation('shell');
  const [event, setEvent] = useState<InstallEvent | null>(null);

  useEffect(() => {
    if (isStandalone() || localStorage.getItem(HIDE_INSTALL_KEY) === '1') return;
    const offer = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallEvent);
    };
    const installed = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!event) return null;
  const dismiss = () => {
    localStorage.setItem(HIDE_INSTALL_KEY, '1');
    setEvent(null);
  };
  const install = async () => {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'dismissed') dismiss();
    setEvent(null);
  };
  return (
    <Banner aria-label={t('install.label')}>
      <p>{t('install.text')}</p>
      <Button onClick={() => void install()}>{t('install.install')}</Button>
      <Button variant="text" onClick={dismiss}>
        {t('install.dismiss')}
      </Button>
    </Banner>
  );
}
