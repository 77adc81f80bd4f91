import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { usePageTitle } from '@officefit/ui';
import { StepsActivation } from '../features/progress/components/steps-activation';
import { WeeklyGoalForm } from '../features/progress/components/weekly-goal-form';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** `/goals`: goal settings — the weekly goal (weekdays and target days) and the three-step steps activation. */
export default function GoalsPage() {
  const { t } = useTranslation('training');
  usePageTitle(t('goals.title'));
  return (
    <>
      <h1>{t('goals.title')}</h1>
      <p>{t('goals.intro')}</p>
      <Grid>
        <WeeklyGoalForm />
        <StepsActivation />
      </Grid>
    </>
  );
}
