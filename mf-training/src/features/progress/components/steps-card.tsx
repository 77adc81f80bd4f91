import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Card, ProgressBar, QueryState, SkeletonBlock } from '@officefit/ui';
import { formatNumber } from '../../../lib/format';
import { useGetStepsQuery } from '../api/steps';
import { StepsForm } from './steps-form';

export { MAX_STEPS } from './use-steps-form';
/** Spec §9: the daily steps goal when the server sends none. */
const DEFAULT_GOAL = 10_000;
/** How many days back steps may be entered when the server sends no window. */
const DEFAULT_WINDOW = 3;

const Figure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

interface StepsTodayProps {
  today: number;
  goal: number;
  activated: boolean;
}

/** Today's steps against the goal, the goal reached, and the way to activate counting where it is off. */
function StepsToday({ today, goal, activated }: StepsTodayProps) {
  const { t, i18n } = useTranslation('training');
  const progress = t('steps.progress', {
    steps: formatNumber(today, i18n.language),
    goal: formatNumber(goal, i18n.language),
  });
  return (
    <>
      <Figure>{progress}</Figure>
      <ProgressBar value={today} max={goal} label={t('steps.title')} valueText={progress} />
      {today >= goal && (
        <Alert severity="success" role="status" style={{ marginTop: '1rem' }}>
          {t('steps.goalReached')}
        </Alert>
      )}
      {!activated && (
        <p>
          {t('steps.notActivated')} <Link to="/goals">{t('steps.activateLink')}</Link>
        </p>
      )}
    </>
  );
}

/** Steps today against the daily goal, and a form to enter steps for today or a few days back. */
export function StepsCard() {
  const { t } = useTranslation('training');
  const query = useGetStepsQuery();
  const goal = query.data?.goal || DEFAULT_GOAL;
  return (
    <Card title={t('steps.title')} data-testid="steps-today">
      <QueryState query={query} loading={<SkeletonBlock height="4.5rem" />}>
        {(data) => <StepsToday today={data.today} goal={goal} activated={data.activated} />}
      </QueryState>
      <StepsForm windowDays={query.data?.window ?? DEFAULT_WINDOW} />
    </Card>
  );
}
