import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PROGRESS_RANGES, type ProgressRange, type ProgressResponse } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { QueryState, RadioGroup, SkeletonBlock, usePageTitle } from '@officefit/ui';
import { useGetProgressQuery } from '../features/progress/api/get-progress';
import { WeekChart } from '../features/progress/components/week-chart';

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** Bar colours with ≥ 3:1 against the white card (WCAG 1.4.11). */
const COLORS = { primary: '#167684', secondary: '#C2410C', mark: '#2E7D32' } as const;

const isRange = (value: string | null): value is ProgressRange =>
  (PROGRESS_RANGES as readonly (string | null)[]).includes(value);

/** Nothing happened in the range: no activity, no points, no strike and no saved health profile. */
const isEmpty = (data: ProgressResponse) =>
  data.weeks.every(
    (w) => !w.active_minutes && !w.finished_exercises && !w.points_earned && !w.points_redeemed && !w.strike,
  ) && data.weeks.every((w) => w.pain_max === null);

function ProgressCharts({ data }: { data: ProgressResponse }) {
  const { t } = useTranslation('training');
  const { weeks } = data;
  const goals = weeks.map((w) => w.weekly_goal_reached);
  const painPoints = weeks.map((w) =>
    w.pain
      .map((p) => t('progress.pain.point', { region: t(`pain.regions.${p.region}`), severity: p.severity }))
      .join(', '),
  );
  return (
    <Charts>
      <WeekChart
        id="minutes"
        title={t('progress.minutes.title')}
        weeks={weeks}
        series={[
          {
            key: 'minutes',
            label: t('progress.minutes.series'),
            values: weeks.map((w) => w.active_minutes),
            color: COLORS.primary,
          },
        ]}
      />
      <WeekChart
        id="exercises"
        title={t('progress.exercises.title')}
        weeks={weeks}
        series={[
          {
            key: 'exercises',
            label: t('progress.exercises.series'),
            values: weeks.map((w) => w.finished_exercises),
            color: COLORS.primary,
          },
        ]}
      />
      <WeekChart
        id="points"
        title={t('progress.points.title')}
        weeks={weeks}
        series={[
          {
            key: 'earned',
            label: t('progress.points.earned'),
            values: weeks.map((w) => w.points_earned),
            color: COLORS.primary,
          },
          {
            key: 'redeemed',
            label: t('progress.points.redeemed'),
            values: weeks.map((w) => w.points_redeemed),
            color: COLORS.secondary,
          },
        ]}
      />
      <WeekChart
        id="strike"
        title={t('progress.strike.title')}
        weeks={weeks}
        series={[
          {
            key: 'strike',
            label: t('progress.strike.series'),
            values: weeks.map((w) => w.strike),
            color: COLORS.secondary,
          },
        ]}
        mark={{ label: t('progress.strike.goal'), marked: goals, color: COLORS.mark }}
        extraSummary={t('progress.strike.goalCount', {
          count: goals.filter(Boolean).length,
          total: weeks.length,
        })}
      />
      <WeekChart
        id="pain"
        title={t('progress.pain.title')}
        weeks={weeks}
        series={[
          {
            key: 'pain',
            label: t('progress.pain.series'),
            values: weeks.map((w) => w.pain_max),
            color: COLORS.secondary,
          },
        ]}
        note={{ label: t('progress.pain.points'), values: painPoints }}
        hint={t('progress.pain.hint')}
      />
    </Charts>
  );
}

/** `/progress`: the user's weekly series as charts with table views, for 4 weeks, 3 months or 12 months (#38). */
export default function ProgressPage() {
  const { t } = useTranslation('training');
  usePageTitle(t('progress.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: ProgressRange = isRange(asked) ? asked : '4w';
  const query = useGetProgressQuery(range);
  return (
    <>
      <h1>{t('progress.title')}</h1>
      <p>{t('progress.intro')}</p>
      <RadioGroup
        label={t('progress.range.label')}
        name="progress-range"
        direction="row"
        value={range}
        options={PROGRESS_RANGES.map((value) => ({ value, label: t(`progress.range.${value}`) }))}
        onChange={(value) => setParams(value === '4w' ? {} : { range: value }, { replace: true })}
      />
      <div aria-busy={query.isFetching || undefined} data-testid="progress">
        <QueryState
          query={{ ...query, data: query.currentData }}
          loading={<SkeletonBlock height="40rem" />}
          isEmpty={isEmpty}
          empty={t('progress.empty')}
        >
          {(data) => <ProgressCharts data={data} />}
        </QueryState>
      </div>
    </>
  );
}
