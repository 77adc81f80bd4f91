import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isoWeekday } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryState, SkeletonBlock, VisuallyHidden } from '@officefit/ui';
import { weekdayName, shortWeekday } from '../../../lib/format';
import { CheckIcon } from '../../../lib/icons';
import { ProgressBar } from '@officefit/ui';
import { useGetWeeklyGoalQuery } from '../api/weekly-goal';
import { weeklyGoalProgress } from '../model/weekly-goal-progress';

const Figure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Days = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Day = styled.li<{ $planned: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $planned }) => ($planned ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $today }) => ($today ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const Dot = styled.span<{ $trained: boolean; $planned: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $trained, $planned }) =>
      $trained ? theme.colors.success : $planned ? theme.colors.primaryText : theme.colors.border};
  background: ${({ theme, $trained }) => ($trained ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.onSuccess};
`;

/** Done days against the goal, as a figure and a bar; more days than the goal never read "4 von 3". */
function GoalProgress({ done, target }: { done: number; target: number }) {
  const { t } = useTranslation('training');
  const progress = weeklyGoalProgress(done, target);
  const text = t(progress.exceeded ? 'weeklyGoal.progressExceeded' : 'weeklyGoal.progress', progress);
  return (
    <>
      <Figure>{text}</Figure>
      <ProgressBar value={progress.shown} max={target} label={t('weeklyGoal.title')} valueText={text} />
    </>
  );
}

/** The weekly goal: trained days of this week against the target, and whether it is reached. */
export function WeeklyGoalCard() {
  const { t, i18n } = useTranslation('training');
  const query = useGetWeeklyGoalQuery();
  return (
    <Card
      title={t('weeklyGoal.title')}
      data-testid="weekly-goal"
      actions={
        <Button as={Link} to="/goals" variant="text" size="sm">
          {t('weeklyGoal.edit')}
        </Button>
      }
    >
      <QueryState query={query} loading={<SkeletonBlock height="9rem" />}>
        {(data) => (
          <>
            <GoalProgress done={data.done} target={data.target} />
            {data.reached && (
              <Alert severity="success" role="status" style={{ marginTop: '1rem' }}>
                {t('weeklyGoal.reached')}
              </Alert>
            )}
            <Days aria-label={t('weeklyGoal.daysLabel')}>
              {data.days.map((day) => {
                const weekday = isoWeekday(day.date);
                const planned = data.weekdays.includes(weekday);
                return (
                  <Day
                    key={day.date}
                    $planned={planned}
                    // the server's today (the profile's time zone), as the plan uses it, not the device's
                    $today={day.date === data.today}
                    aria-current={day.date === data.today ? 'date' : undefined}
                  >
                    <Dot aria-hidden="true" $trained={day.trained} $planned={planned}>
                      {day.trained && <CheckIcon size={16} />}
                    </Dot>
                    <span aria-hidden="true">{shortWeekday(weekday, i18n.language)}</span>
                    <VisuallyHidden>
                      {t(day.trained ? 'weeklyGoal.dayTrained' : 'weeklyGoal.dayOpen', {
                        day: weekdayName(weekday, i18n.language),
                      })}
                    </VisuallyHidden>
                  </Day>
                );
              })}
            </Days>
          </>
        )}
      </QueryState>
    </Card>
  );
}
