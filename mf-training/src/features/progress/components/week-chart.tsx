// One chart of the progress screen: weekly bars drawn as plain SVG (DECISIONS "Progress charts are hand-drawn SVG
// bars"), inside a figure whose caption names it, with a summary for screen readers and the same numbers as a
// table behind a <details>.
import { useId } from 'react';
import styled from 'styled-components';
import type { ProgressWeek } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { VisuallyHidden } from '@officefit/ui';
import { formatDate, formatNumber } from '../../../lib/format';

export interface WeekSeries {
  key: string;
  label: string;
  /** One value per week; null = no value (no bar, "no entry" in the table). */
  values: readonly (number | null)[];
  color: string;
}

export interface WeekMark {
  label: string;
  /** Weeks that get the mark above their bars. */
  marked: readonly boolean[];
  color: string;
}

export interface WeekChartProps {
  id: string;
  title: string;
  weeks: readonly ProgressWeek[];
  series: readonly WeekSeries[];
  /** A yes/no per week, marked above the bars and listed as a table column (the weekly goal). */
  mark?: WeekMark;
  /** A text column of the table (e.g. the pain points of each week). */
  note?: { label: string; values: readonly string[] };
  /** Appended to the screen-reader summary. */
  extraSummary?: string;
  hint?: string;
}

const VIEW_HEIGHT = 100;
const SLOT = 10;
/** Room above the bars for the mark. */
const TOP = 8;

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  svg {
    display: block;
    width: 100%;
    height: 9rem;
  }
  details {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 0.8em;
  height: 0.8em;
  margin-right: 0.4em;
  background: ${({ $color }) => $color};
`;

const TableBox = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  .note {
    text-align: left;
    white-space: normal;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The bars of every series side by side in each week's slot, scaled to the highest value shown. */
function Bars({ weeks, series, mark }: Pick<WeekChartProps, 'weeks' | 'series' | 'mark'>) {
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const barWidth = (SLOT - 2) / series.length;
  return (
    <>
      <line
        x1={0}
        x2={weeks.length * SLOT}
        y1={VIEW_HEIGHT}
        y2={VIEW_HEIGHT}
        stroke="#7B8794"
        strokeWidth={1}
      />
      {weeks.map((week, w) => (
        <g key={week.start}>
          {series.map((s, i) => {
            const value = s.values[w] ?? 0;
            const height = (value / max) * (VIEW_HEIGHT - TOP);
            return (
              <rect
                key={s.key}
                x={w * SLOT + 1 + i * barWidth}
                y={VIEW_HEIGHT - height}
                width={barWidth}
                height={height}
                fill={s.color}
              />
            );
          })}
          {mark?.marked[w] && (
            <rect x={w * SLOT + 3} y={0} width={SLOT - 6} height={TOP - 3} fill={mark.color} />
          )}
        </g>
      ))}
    </>
  );
}

/** The screen-reader summary: range, the highest value and its week, the latest value, per series. */
function useSummary({
  weeks,
  series,
  extraSummary,
}: Pick<WeekChartProps, 'weeks' | 'series' | 'extraSummary'>) {
  const { t, i18n } = useTranslation('training');
  const lang = i18n.language;
  const date = (value: string) => formatDate(value, lang, { year: 'numeric' });
  const from = date(weeks[0]?.start ?? '');
  const to = date(weeks[weeks.length - 1]?.start ?? '');
  const parts = series.map((s) => {
    const known = s.values.flatMap((v, w) => (v === null ? [] : [{ v, w }]));
    if (!known.length) return t('progress.summaryNone', { series: s.label, from, to });
    const top = known.reduce((best, item) => (item.v > best.v ? item : best));
    return t('progress.summary', {
      series: s.label,
      from,
      to,
      max: formatNumber(top.v, lang),
      maxWeek: date(weeks[top.w]!.start),
      last: formatNumber(known[known.length - 1]!.v, lang),
    });
  });
  return [...parts, extraSummary].filter(Boolean).join(' ');
}

/** The chart's numbers as a table: a row per week, a column per series (and the mark and the note). */
function WeekTable({ title, weeks, series, mark, note }: Omit<WeekChartProps, 'id'>) {
  const { t, i18n } = useTranslation('training');
  const lang = i18n.language;
  const yesNo = (value: boolean) => (value ? t('progress.yes') : t('progress.no'));
  const cell = (value: number | null) => (value === null ? t('progress.noValue') : formatNumber(value, lang));
  return (
    <TableBox>
      <table>
        <caption>
          <VisuallyHidden>{title}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.weekOf')}</th>
            {series.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
            {mark && <th scope="col">{mark.label}</th>}
            {note && <th scope="col">{note.label}</th>}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={week.start}>
              <th scope="row">
                {t('progress.weekColumn', {
                  week: Number(week.week.slice(6)),
                  date: formatDate(week.start, lang, { year: 'numeric' }),
                })}
              </th>
              {series.map((s) => (
                <td key={s.key}>{cell(s.values[w] ?? null)}</td>
              ))}
              {mark && <td>{yesNo(mark.marked[w] ?? false)}</td>}
              {note && <td className="note">{note.values[w]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** A weekly bar chart with its caption, summary, legend and table view. */
export function WeekChart(props: WeekChartProps) {
  const { id, title, weeks, series, mark, hint } = props;
  const { t, i18n } = useTranslation('training');
  const summary = useSummary(props);
  const captionId = useId();
  const short = (value: string) => formatDate(value, i18n.language, { month: 'short' });
  return (
    <Figure data-testid={`progress-${id}`} aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${weeks.length * SLOT} ${VIEW_HEIGHT}`}
        preserveAspectRatio="none"
      >
        <Bars weeks={weeks} series={series} mark={mark} />
      </svg>
      <Axis aria-hidden="true">
        <span>{short(weeks[0]?.start ?? '')}</span>
        <span>{short(weeks[weeks.length - 1]?.start ?? '')}</span>
      </Axis>
      <Legend aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <Swatch $color={s.color} />
            {s.label}
          </li>
        ))}
        {mark && (
          <li>
            <Swatch $color={mark.color} />
            {mark.label}
          </li>
        )}
      </Legend>
      {hint && <Hint>{hint}</Hint>}
      <details>
        <summary>
          <span aria-hidden="true">{t('progress.table')}</span>
          <VisuallyHidden>{t('progress.tableOf', { title })}</VisuallyHidden>
        </summary>
        <WeekTable {...props} />
      </details>
    </Figure>
  );
}
