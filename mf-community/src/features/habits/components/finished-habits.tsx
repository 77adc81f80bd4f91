import styled from 'styled-components';
import { bareListCss, pillCss } from '../../../lib/layout-css';
import { useTranslation } from '@officefit/i18n';
import { EmptyState } from '@officefit/ui';
import { formatDate } from '../../../lib/format';
import { useRuntimeText } from '../hooks/use-runtime-text';
import type { Habit } from '../model/types';

const List = styled.ul`
  ${bareListCss}
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badge = styled.span`
  ${pillCss}
  margin-left: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
`;

/** Habits that were closed or whose runtime is over, newest first. */
export function FinishedHabits({ habits }: { habits: Habit[] }) {
  const { t, i18n } = useTranslation('community');
  const runtime = useRuntimeText();
  if (habits.length === 0) return <EmptyState>{t('habits.noFinished')}</EmptyState>;
  return (
    <List aria-label={t('habits.finishedTitle')}>
      {habits.map((habit) => (
        <li key={habit.id}>
          <strong>{habit.name}</strong>
          {habit.completed && <Badge>{t('habits.completed')}</Badge>}
          <p>
            {t('habits.finishedLine', {
              type: t(`habits.types.${habit.typ}`),
              runtime: runtime(habit.from, habit.to),
              days: t('habits.daysDone', { done: habit.completed_days, total: habit.total_days }),
            })}
          </p>
          <p>
            {habit.closed_on
              ? t('habits.closedOn', { date: formatDate(habit.closed_on, i18n.language) })
              : t('habits.runtimeOver')}
          </p>
        </li>
      ))}
    </List>
  );
}
