import { Link } from 'react-router-dom';
import type { Me } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { formatDay, isActive } from '../format';

/** Local 'YYYY-MM-DD' of the device (the user's day). */
function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** On /home while an absence runs: when it ends, and a link to change it. */
export function AbsenceBanner({ me, now = new Date() }: { me: Me; now?: Date }) {
  const { t, i18n } = useTranslation('training');
  if (!me.absence_reason || !isActive(me.absence_from, me.absence_until, localToday(now))) return null;
  return (
    <Alert severity="info" data-testid="absence-banner">
      {t('absence.banner', {
        reason: t(`absence.reasons.${me.absence_reason}`),
        until: formatDay(me.absence_until!, i18n.language),
      })}{' '}
      <Link to="/profile?tab=absences">{t('absence.edit')}</Link>
    </Alert>
  );
}
