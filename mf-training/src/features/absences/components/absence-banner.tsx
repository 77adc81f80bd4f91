import { Link } from 'react-router-dom';
import type { Me } from '@officefit/api';
import { todayIn } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { formatDay, isActive } from '../format';

/** On /home while an absence runs (on the user's date, profile time zone): when it ends, and a link to change it. */
export function AbsenceBanner({ me, now = new Date() }: { me: Me; now?: Date }) {
  const { t, i18n } = useTranslation('training');
  if (!me.absence_reason || !isActive(me.absence_from, me.absence_until, todayIn(me.meta.time_zone, now)))
    return null;
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
