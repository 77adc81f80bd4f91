import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryState, Skeleton, SkeletonBlock } from '@officefit/ui';
import { formatDate } from '../../../lib/format';
import { CheckCircleIcon } from '../../../lib/icons';
import { ProgressBar } from '@officefit/ui';
import type { Unit } from '../../../lib/types';
import { useContentLang } from '../../../lib/use-content-lang';
import { useGetCurrentUnitsQuery } from '../api/get-current-units';
import { ExerciseCard } from '../../exercises';

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const DayProgress = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Units = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Status = styled.p<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.textMuted)};
`;

// as tall as a unit card (ExerciseCard) of the loaded plan: one column on phones, up to four side by side above
const UnitPlaceholder = styled(Skeleton)`
  height: 18rem;
  ${({ theme }) => theme.media.tablet} {
    height: 27rem;
  }
`;

/** The plan's loading state: the summary and four unit cards of the loaded plan's size (no layout shift, #18). */
function PlanSkeleton() {
  return (
    <SkeletonBlock height="0" data-testid="plan-skeleton">
      <Skeleton $height="1.5rem" $width="70%" />
      <Skeleton $height="0.75rem" />
      <Units aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <UnitPlaceholder />
          </li>
        ))}
      </Units>
    </SkeletonBlock>
  );
}

function PlanUnit({ unit }: { unit: Unit }) {
  const { t } = useTranslation('training');
  const done = unit.status === 'done';
  const { exercise } = unit;
  return (
    <ExerciseCard
      exercise={exercise}
      done={done}
      data-testid="plan-unit"
      badge={
        <Status $done={done}>
          {done && <CheckCircleIcon size={18} />}
          {t(`plan.status.${unit.status}`)}
        </Status>
      }
      // no meta of its own: the card shows the exercise's length exactly as its page does (ExerciseMeta)
      actions={
        <Button
          as={Link}
          to={`/exercise/${exercise.id}?unit=${unit.id}`}
          variant={done ? 'secondary' : 'primary'}
          size="sm"
          fullWidth
          aria-label={t(done ? 'plan.repeatNamed' : 'plan.startNamed', { name: exercise.name })}
        >
          {t(done ? 'plan.repeat' : 'plan.start')}
        </Button>
      }
    />
  );
}

/** "My training plan for today": the four units of the plan day, their done state and the day's progress. */
export function TodayPlan() {
  const { t, i18n } = useTranslation('training');
  const lang = useContentLang();
  const query = useGetCurrentUnitsQuery({ lang });
  const { data } = query;
  const units = [...(data?.units ?? [])].sort((a, b) => a.position - b.position);
  const total = data?.total || units.length;
  const done = data?.done ?? units.filter((u) => u.status === 'done').length;
  // the server's today (the profile's time zone), as the weekly goal marks it: the device's date may differ
  const isToday = !data?.date || data.date === data.today;

  return (
    <Card title={t('plan.title')} data-testid="today-plan">
      <QueryState
        query={query}
        loading={<PlanSkeleton />}
        isEmpty={() => units.length === 0}
        empty={t('plan.empty')}
        emptyAction={
          <Button as={Link} to="/anamnesis" variant="secondary">
            {t('plan.toAnamnesis')}
          </Button>
        }
      >
        {(data) => (
          <>
            <Summary>
              {!isToday && (
                <p>
                  {t('plan.nextDay', { date: formatDate(data.date, i18n.language, { weekday: 'long' }) })}
                </p>
              )}
              <DayProgress aria-live="polite" data-testid="day-progress">
                {t('plan.progress', { done, count: total, day: data.day, maxDay: data.maxDay })}
              </DayProgress>
              <ProgressBar
                value={done}
                max={total}
                label={t('plan.progressLabel')}
                valueText={t('plan.progressValue', { done, count: total })}
              />
              {total > 0 && done >= total && <Alert severity="success">{t('plan.allDone')}</Alert>}
            </Summary>
            <Units>
              {units.map((unit) => (
                <li key={unit.id}>
                  <PlanUnit unit={unit} />
                </li>
              ))}
            </Units>
          </>
        )}
      </QueryState>
    </Card>
  );
}
