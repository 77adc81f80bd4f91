import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { FloatingBanner } from './floating-banner';
import { HIDE_INSTALL_KEY, type InstallEvent } from './install-event';

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
    <FloatingBanner $edge="bottom" $layer={50} aria-label={t('install.label')}>
      <p>{t('install.text')}</p>
      <Button onClick={() => void install()}>{t('install.install')}</Button>
      <Button variant="text" onClick={dismiss}>
        {t('install.dismiss')}
      </Button>
    </FloatingBanner>
  );
}
