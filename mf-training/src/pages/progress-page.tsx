import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PROGRESS_RANGES, type ProgressRange, type ProgressResponse } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { QueryState, RadioGroup, SkeletonBlock, usePageTitle } from '@officefit/ui';
import { useGetProgressQuery } from '../features/progress/api/get-progress';
import { WeekChart, type WeekChartProps } from '../features/progress/components/week-chart';

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

type Week = ProgressResponse['weeks'][number];
type Translate = ReturnType<typeof useTranslation>['t'];

/** One chart of the page: its texts (i18n keys), its series (a value of each week) and what it adds beyond bars. */
interface ChartDescription {
  id: string;
  title: string;
  series: readonly { key: string; label: string; value: (week: Week) => number | null; color: string }[];
  extra?: (
    weeks: readonly Week[],
    t: Translate,
  ) => Pick<WeekChartProps, 'mark' | 'extraSummary' | 'note' | 'hint'>;
}

/** The weekly goal marked above the strike bars, and counted in the summary. */
function strikeGoal(weeks: readonly Week[], t: Translate) {
  const goals = weeks.map((w) => w.weekly_goal_reached);
  return {
    mark: { label: t('progress.strike.goal'), marked: goals, color: COLORS.mark },
    extraSummary: t('progress.strike.goalCount', {
      count: goals.filter(Boolean).length,
      total: weeks.length,
    }),
  };
}

/** The pain points of each week as a table column. */
function painNotes(weeks: readonly Week[], t: Translate) {
  const values = weeks.map((w) =>
    w.pain
      .map((p) => t('progress.pain.point', { region: t(`pain.regions.${p.region}`), severity: p.severity }))
      .join(', '),
  );
  return { note: { label: t('progress.pain.points'), values }, hint: t('progress.pain.hint') };
}

const CHARTS: readonly ChartDescription[] = [
  {
    id: 'minutes',
    title: 'progress.minutes.title',
    series: [
      {
        key: 'minutes',
        label: 'progress.minutes.series',
        value: (w) => w.active_minutes,
        color: COLORS.primary,
      },
    ],
  },
  {
    id: 'exercises',
    title: 'progress.exercises.title',
    series: [
      {
        key: 'exercises',
        label: 'progress.exercises.series',
        value: (w) => w.finished_exercises,
        color: COLORS.primary,
      },
    ],
  },
  {
    id: 'points',
    title: 'progress.points.title',
    series: [
      {
        key: 'earned',
        label: 'progress.points.earned',
        value: (w) => w.points_earned,
        color: COLORS.primary,
      },
      {
        key: 'redeemed',
        label: 'progress.points.redeemed',
        value: (w) => w.points_redeemed,
        color: COLORS.secondary,
      },
    ],
  },
  {
    id: 'strike',
    title: 'progress.strike.title',
    series: [
      { key: 'strike', label: 'progress.strike.series', value: (w) => w.strike, color: COLORS.secondary },
    ],
    extra: strikeGoal,
  },
  {
    id: 'pain',
    title: 'progress.pain.title',
    series: [
      { key: 'pain', label: 'progress.pain.series', value: (w) => w.pain_max, color: COLORS.secondary },
    ],
    extra: painNotes,
  },
];

function ProgressCharts({ data }: { data: ProgressResponse }) {
  const { t } = useTranslation('training');
  const { weeks } = data;
  return (
    <Charts>
      {CHARTS.map((chart) => (
        <WeekChart
          key={chart.id}
          id={chart.id}
          title={t(chart.title)}
          weeks={weeks}
          series={chart.series.map(({ key, label, value, color }) => ({
            key,
            label: t(label),
            values: weeks.map(value),
            color,
          }))}
          {...chart.extra?.(weeks, t)}
        />
      ))}
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
