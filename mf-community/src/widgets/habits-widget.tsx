import { useUserToday } from '@officefit/api';
import { runningOn } from '../features/habits/model/running';
import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Alert, EmptyState, Spinner } from '@officefit/ui';
import { paths } from '../paths';
import { WidgetCard } from './widget-card';
import { useGetHabitsQuery } from '../features/habits/api/get-habits';
import { TodayHabits } from '../features/habits/components/today-habits';

/** Dashboard widget: today's habits with their check-off, and the way to the habit tracker. */
export function HabitsWidget() {
  const { t } = useTranslation('community');
  const { data, isLoading, isError } = useGetHabitsQuery();
  const running = runningOn(data?.habits, useUserToday());
  return (
    <WidgetCard
      title={t('widgets.habitsTitle')}
      data-testid="habits-widget"
      actions={<Link to={paths.habits.getHref()}>{t('widgets.toHabits')}</Link>}
    >
      {isLoading && <Spinner />}
      {isError && <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>}
      {data && running.length === 0 && <EmptyState>{t('widgets.noHabits')}</EmptyState>}
      {data && running.length > 0 && <TodayHabits habits={running} compact />}
    </WidgetCard>
  );
}
