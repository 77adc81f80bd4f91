import { useEffect, useState } from 'react';
import { formatTimeLeft, useTranslation } from '@officefit/i18n';

/**
 * Time left until `target` in words ("Beginnt in 7 Min.", "Starts in 2 days"), from the server's `now` (the device
 * clock may be off) and checked each second. One text for eyes and screen readers: it changes once a minute (each
 * second only in the last minute), and the paragraph is no live region, so nothing is announced while it ticks.
 */
export function Countdown({ target, serverNow }: { target: string; serverNow: string }) {
  const { t, i18n } = useTranslation('training');
  // the offset between the server's clock and this device's, fixed when the schedule arrived
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  const { kind, text } = formatTimeLeft((Date.parse(target) - now) / 1000, i18n.language);
  return <p data-testid="stream-countdown">{t(`stream.countdown.${kind}`, { time: text })}</p>;
}
