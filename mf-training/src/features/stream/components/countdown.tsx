import { useEffect, useState } from 'react';
import { useTranslation } from '@officefit/i18n';
import { VisuallyHidden } from '@officefit/ui';

/** Time left until `target`, from the server's `now` (the device clock may be off) and ticking each second. */
export function Countdown({ target, serverNow }: { target: string; serverNow: string }) {
  const { t } = useTranslation('training');
  // the offset between the server's clock and this device's, fixed when the schedule arrived
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  const left = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return (
    // screen readers get days, hours and minutes only: the ticking seconds are hidden from them
    <p data-testid="stream-countdown">
      <span aria-hidden="true">
        {t('stream.countdown', {
          days,
          hh: String(hours).padStart(2, '0'),
          mm: String(minutes).padStart(2, '0'),
          ss: String(seconds).padStart(2, '0'),
        })}
      </span>
      <VisuallyHidden>{t('stream.countdownSr', { days, hours, minutes })}</VisuallyHidden>
    </p>
  );
}
