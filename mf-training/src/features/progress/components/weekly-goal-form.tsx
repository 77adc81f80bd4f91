import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryState, Select } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { useGetWeeklyGoalQuery, useUpdateWeeklyGoalMutation } from '../api/weekly-goal';
import { weeklyGoalProgress } from '../model/weekly-goal-progress';
import type { WeeklyGoal } from '../../../lib/types';
import { toggleWeekday, WeekdayToggles } from '../../../lib/weekday-toggles';

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Weekly goal setup: the training weekdays (at least one) and how many of them count as reached. */
export function WeeklyGoalForm() {
  const { t } = useTranslation('training');
  const query = useGetWeeklyGoalQuery();
  return (
    <Card title={t('goals.weeklyTitle')} data-testid="weekly-goal-form">
      {/* keyed by the saved goal: the editor starts from it, with no render that shows blank days first */}
      <QueryState query={query}>
        {(data) => <WeeklyGoalEditor key={`${data.weekdays.join()}:${data.target}`} goal={data} />}
      </QueryState>
    </Card>
  );
}

function initialTarget(goal: WeeklyGoal): number {
  return Math.max(1, Math.min(goal.target || goal.weekdays.length, goal.weekdays.length || 1));
}

function WeeklyGoalEditor({ goal }: { goal: WeeklyGoal }) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saveState] = useUpdateWeeklyGoalMutation();
  const [weekdays, setWeekdays] = useState<number[]>(() => [...goal.weekdays].sort((a, b) => a - b));
  const [target, setTarget] = useState(() => initialTarget(goal));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const progress = weeklyGoalProgress(goal.done, goal.target);

  const toggle = (day: number) => {
    setTouched(true);
    const next = toggleWeekday(weekdays, day);
    setWeekdays(next);
    setTarget((value) => Math.max(1, Math.min(value, next.length || 1)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (weekdays.length === 0) return;
    try {
      await save({ weekdays, target: Math.min(target, weekdays.length) }).unwrap();
      dispatch(showSnackbar({ key: 'training:goals.saved', severity: 'success' }));
    } catch (error) {
      setServerError(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  const missing = touched && weekdays.length === 0;

  return (
    <form onSubmit={submit} noValidate>
      <Hint>{t('goals.weeklyIntro')}</Hint>
      <p>{t(progress.exceeded ? 'goals.currentExceeded' : 'goals.current', progress)}</p>
      <WeekdayToggles
        legend={t('goals.weekdays')}
        selected={weekdays}
        onToggle={toggle}
        error={missing && t('goals.weekdaysRequired')}
      />
      <Select
        label={t('goals.target')}
        hint={t('goals.targetHint')}
        name="target"
        disabled={weekdays.length === 0}
        value={String(Math.min(target, Math.max(1, weekdays.length)))}
        onChange={(value) => setTarget(Number(value))}
        options={Array.from({ length: Math.max(1, weekdays.length) }, (_, i) => ({
          value: String(i + 1),
          label: t('goals.targetOption', { count: i + 1 }),
        }))}
      />
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Button type="submit" loading={saveState.isLoading}>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
