import styled from 'styled-components';
import { useUserToday } from '@officefit/api';
import { isoWeekday } from '@officefit/domain';
import { useTranslation, dateTimeFormat } from '@officefit/i18n';
import { Card, QueryState, SkeletonBlock, VisuallyHidden } from '@officefit/ui';
import { isoDate, weekdayName, shortWeekday } from '../../../lib/format';
import { useGetTrainedDaysQuery } from '../api/get-trained-days';

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 2px;
  table-layout: fixed;
  text-align: center;
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cell = styled.td<{ $trained: boolean; $today: boolean }>`
  height: 36px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $trained }) => ($trained ? theme.colors.success : 'transparent')};
  color: ${({ theme, $trained }) => ($trained ? theme.colors.onSuccess : theme.colors.text)};
  font-weight: ${({ theme, $trained, $today }) =>
    $trained || $today ? theme.fontWeights.bold : theme.fontWeights.regular};
  outline: ${({ theme, $today }) => ($today ? `2px solid ${theme.colors.primaryText}` : 'none')};
  outline-offset: -2px;
`;

const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
  }
`;

/** The weeks (Monday first) of a month as rows of day numbers, `null` outside the month. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = new Date(year, month, 1, 12);
  const days = new Date(year, month + 1, 0, 12).getDate();
  const cells: (number | null)[] = [
    ...Array.from({ length: isoWeekday(isoDate(first)) - 1 }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The first and the last day ('YYYY-MM-DD') of the month `today` lies in: what the calendar asks for. */
export function monthOf(today: string): { year: number; month: number; from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return { year, month, from: isoDate(new Date(year, month, 1)), to: isoDate(new Date(year, month + 1, 0)) };
}

/** The calendar of the user's current month (profile time zone) with the days on which the user trained. */
export function TrainingCalendar() {
  const { t, i18n } = useTranslation('training');
  const todayIso = useUserToday();
  const { year, month, from, to } = monthOf(todayIso);
  const query = useGetTrainedDaysQuery({ from, to });
  const trained = new Set(query.data?.days ?? []);
  const monthName = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(year, month, 15),
  );
  const dateLabel = dateTimeFormat(i18n.language, { day: 'numeric', month: 'long' });

  return (
    <Card title={t('calendar.title')} data-testid="training-calendar">
      <QueryState query={query} loading={<SkeletonBlock height="19rem" />}>
        {() => (
          <>
            <Table>
              <caption>{monthName}</caption>
              <thead>
                <tr>
                  {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                    <th key={day} scope="col" abbr={weekdayName(day, i18n.language)}>
                      {shortWeekday(day, i18n.language)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthGrid(year, month).map((week, index) => (
                  <tr key={index}>
                    {week.map((day, column) => {
                      if (day === null) return <td key={column} />;
                      const date = isoDate(new Date(year, month, day));
                      const isTrained = trained.has(date);
                      return (
                        <Cell
                          key={column}
                          $trained={isTrained}
                          $today={date === todayIso}
                          aria-current={date === todayIso ? 'date' : undefined}
                          data-trained={isTrained || undefined}
                        >
                          <span aria-hidden="true">{day}</span>
                          <VisuallyHidden>
                            {t(isTrained ? 'calendar.dayTrained' : 'calendar.day', {
                              date: dateLabel.format(new Date(year, month, day, 12)),
                            })}
                          </VisuallyHidden>
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Table>
            <Legend>{t('calendar.legend', { count: trained.size })}</Legend>
          </>
        )}
      </QueryState>
    </Card>
  );
}
