import { useUserToday } from '@officefit/api';
import { runningOn } from '../model/running';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { gridListCss, pillCss, spreadRowCss } from '../../../lib/layout-css';
import { useTranslation } from '@officefit/i18n';
import { Checkbox } from '@officefit/ui';
import { ProgressBar } from '@officefit/ui';
import { useHabitCheck } from '../hooks/use-habit-check';
import type { Habit } from '../model/types';
import { useRuntimeText } from '../hooks/use-runtime-text';

const List = styled.ul`
  ${gridListCss}
`;

const Item = styled.li<{ $compact: boolean }>`
  padding: ${({ $compact, theme }) => ($compact ? '0' : `${theme.space.sm} ${theme.space.md}`)};
  border: ${({ $compact, theme }) => ($compact ? '0' : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Type = styled.span`
  ${pillCss}
  display: inline-block;
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

export interface TodayHabitsProps {
  habits: Habit[];
  /** The dashboard widget shows only the check-offs and the day count. */
  compact?: boolean;
  /** Actions per habit (finish, delete) of the full tracker. */
  renderActions?: (habit: Habit) => ReactNode;
}

/** Today's running habits, each with its check-off for today. */
export function TodayHabits({ habits, compact = false, renderActions }: TodayHabitsProps) {
  const { t } = useTranslation('community');
  const { toggle, isDone, isBusy } = useHabitCheck();
  const runtime = useRuntimeText();
  const running = runningOn(habits, useUserToday());
  return (
    <List aria-label={t('habits.todayList')}>
      {running.map((habit) => (
        <Item key={habit.id} $compact={compact} data-testid={`habit-${habit.id}`}>
          <Row>
            <Checkbox
              label={habit.name}
              checked={isDone(habit)}
              aria-busy={isBusy(habit) || undefined}
              hint={
                compact
                  ? t('habits.daysDone', { done: habit.completed_days, total: habit.total_days })
                  : undefined
              }
              onChange={(event) => void toggle(habit, event.target.checked)}
            />
            {!compact && <Type>{t(`habits.types.${habit.typ}`)}</Type>}
          </Row>
          {!compact && (
            <>
              <Meta>
                {t('habits.metaLine', {
                  runtime: runtime(habit.from, habit.to),
                  days: t('habits.daysDone', { done: habit.completed_days, total: habit.total_days }),
                })}
              </Meta>
              <ProgressBar
                value={habit.completed_days}
                max={habit.total_days}
                label={t('habits.progressOf', { name: habit.name })}
                valueText={t('habits.daysDone', { done: habit.completed_days, total: habit.total_days })}
              />
              {renderActions && (
                <Row style={{ marginTop: '0.5rem', justifyContent: 'flex-end' }}>{renderActions(habit)}</Row>
              )}
            </>
          )}
        </Item>
      ))}
    </List>
  );
}
