import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { HIDE_INSTALL_KEY, type InstallEvent } from './install-event';

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

/** The banner for a caught install offer (install-offer.tsx): install, or dismiss for good. */
export function InstallPrompt({ event, onDone }: { event: InstallEvent; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const dismiss = () => {
    localStorage.setItem(HIDE_INSTALL_KEY, '1');
    onDone();
  };
  const install = async () => {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'dismissed') dismiss();
    onDone();
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
