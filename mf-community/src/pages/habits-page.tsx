import { useUserToday } from '@officefit/api';
import { runningOn } from '../features/habits/model/running';
import styled from 'styled-components';
import { bareListCss, spreadRowCss } from '../lib/layout-css';
import { useTranslation } from '@officefit/i18n';
import { Card, QueryState, Spinner, Stack, usePageTitle } from '@officefit/ui';
import { formatDate } from '../lib/format';
import { useGetHabitsQuery } from '../features/habits/api/get-habits';
import { FinishedHabits } from '../features/habits/components/finished-habits';
import { HabitActionsMenu } from '../features/habits/components/habit-actions-menu';
import { HabitCatalogue } from '../features/habits/components/habit-catalogue';
import { TodayHabits } from '../features/habits/components/today-habits';

const Upcoming = styled.ul`
  ${bareListCss}
  li {
    ${spreadRowCss}
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

/** `/habits`: the habit tracker — today's check-offs, upcoming habits, the catalogue and finished habits. */
export default function HabitsPage() {
  const { t, i18n } = useTranslation('community');
  const query = useGetHabitsQuery();
  const { data, isLoading } = query;
  usePageTitle(t('habits.title'));
  const today = useUserToday();
  const running = runningOn(data?.habits, today);
  const upcoming = data?.habits.filter((h) => h.from > today) ?? [];

  return (
    <>
      <h1>{t('habits.title')}</h1>
      <p>{t('habits.intro')}</p>
      <Stack gap="lg">
        <Card title={t('habits.todayTitle', { date: formatDate(today, i18n.language, { weekday: 'long' }) })}>
          <QueryState query={query} isEmpty={() => running.length === 0} empty={t('habits.noneToday')}>
            {() => (
              <TodayHabits habits={running} renderActions={(habit) => <HabitActionsMenu habit={habit} />} />
            )}
          </QueryState>
        </Card>
        {upcoming.length > 0 && (
          <Card title={t('habits.upcomingTitle')}>
            <Upcoming>
              {upcoming.map((habit) => (
                <li key={habit.id}>
                  <span>
                    {t('habits.startsOn', { name: habit.name, date: formatDate(habit.from, i18n.language) })}
                  </span>
                  <span>
                    <HabitActionsMenu habit={habit} />
                  </span>
                </li>
              ))}
            </Upcoming>
          </Card>
        )}
        <Card title={t('habits.catalogue.title')}>
          <p>{t('habits.catalogue.intro')}</p>
          <HabitCatalogue />
        </Card>
        <Card title={t('habits.finishedTitle')}>
          {isLoading && <Spinner />}
          {data && <FinishedHabits habits={data.finished} />}
        </Card>
      </Stack>
    </>
  );
}
