// The browser's install offer is caught from the start; its banner (install-prompt.tsx) loads only when the browser
// makes one, which most visits never see (first-load JS, #16).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useEngaged } from '../session/engagement';
import { HIDE_INSTALL_KEY, type InstallEvent } from './install-event';

const InstallPrompt = lazy(() => import('./install-prompt').then((m) => ({ default: m.InstallPrompt })));

function isStandalone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Offers installing the app when the browser allows it, once the user has used the page (session/engagement.ts);
 * hidden after install or dismissal.
 */
export function InstallOffer() {
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const engaged = useEngaged();

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

  if (!event || !engaged) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt event={event} onDone={() => setEvent(null)} />
    </Suspense>
  );
}
