import { useEffect } from 'react';
import styled from 'styled-components';
import { useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Card, Spinner } from '@officefit/ui';
import { ExerciseList } from '../features/exercises/components/exercise-list';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: 1.5rem;
`;

const Figure = styled.p`
  font-size: 2rem;
  font-weight: 700;
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** `/home`: the employee's dashboard (greeting, fitness points, progress, exercises). */
export default function HomePage() {
  const { t } = useTranslation('training');
  const { data: me, isLoading } = useGetMeQuery();
  useEffect(() => {
    document.title = `${t('home.title')} – ${t('common:app.name')}`;
  }, [t]);
  if (isLoading || !me) return <Spinner />;
  const name = me.nickname || me.first_name;
  return (
    <>
      <h1 data-testid="home-greeting">{t('home.greeting', { name })}</h1>
      <Grid>
        <Card title={t('home.points')}>
          <Figure data-testid="fitness-points">{me.meta.fitness_points.toLocaleString()}</Figure>
        </Card>
        <Card title={t('home.strike')}>
          <Figure>{t('home.flames', { count: me.meta.strike })}</Figure>
        </Card>
        <Card title={t('home.exercisesDone')}>
          <Figure>{me.stats.exercises}</Figure>
        </Card>
        <Card title={t('home.minutes')}>
          <Figure>{me.stats.minutes}</Figure>
        </Card>
      </Grid>
      <ExerciseList />
    </>
  );
}
