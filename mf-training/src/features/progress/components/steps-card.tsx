import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isQueued, showSnackbar, useAppDispatch, useUserToday } from '@officefit/api';
import { addDays } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryState, Select, SkeletonBlock, TextField } from '@officefit/ui';
import { formatDate, formatNumber } from '../../../lib/format';
import { ProgressBar } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { useGetStepsQuery, useUpdateStepsMutation } from '../api/steps';

/** Most steps accepted for one day (docs/api-training.md). */
export const MAX_STEPS = 100_000;
/** Spec §9: the daily steps goal when the server sends none. */
const DEFAULT_GOAL = 10_000;
/** How many days back steps may be entered when the server sends no window. */
const DEFAULT_WINDOW = 3;

const Figure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  & > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

const FormTitle = styled.h3`
  grid-column: 1 / -1;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Steps today against the daily goal, and a form to enter steps for today or a few days back. */
export function StepsCard() {
  const { t, i18n } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const query = useGetStepsQuery();
  const [save, saveState] = useUpdateStepsMutation();
  const formTitleId = useId();
  // the user's today (profile time zone), the day the server counts steps for; a chosen day wins
  const today = useUserToday();
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const [steps, setSteps] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const goal = query.data?.goal || DEFAULT_GOAL;
  const windowDays = query.data?.window ?? DEFAULT_WINDOW;
  const dayOptions = Array.from({ length: windowDays + 1 }, (_, back) => {
    const value = addDays(today, -back);
    const label =
      back === 0
        ? t('steps.today')
        : back === 1
          ? t('steps.yesterday')
          : formatDate(value, i18n.language, { weekday: 'long' });
    return { value, label };
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = steps.trim();
    const number = Number(value);
    if (!value || !Number.isInteger(number) || number < 0 || number > MAX_STEPS) {
      setFieldError(t('steps.invalid', { max: formatNumber(MAX_STEPS, i18n.language) }));
      return;
    }
    setFieldError(null);
    setServerError(null);
    try {
      const answer = await save({ date, steps: number }).unwrap();
      setSteps('');
      // queued offline: the shell says "saved, will sync" and later reports the points
      if (!isQueued(answer))
        dispatch(
          showSnackbar({
            key: 'training:steps.saved',
            values: { count: number },
            severity: 'success',
          }),
        );
    } catch (error) {
      setServerError(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  return (
    <Card title={t('steps.title')} data-testid="steps-today">
      <QueryState query={query} loading={<SkeletonBlock height="4.5rem" />}>
        {(data) => (
          <>
            <Figure>
              {t('steps.progress', {
                steps: formatNumber(data.today, i18n.language),
                goal: formatNumber(goal, i18n.language),
              })}
            </Figure>
            <ProgressBar
              value={data.today}
              max={goal}
              label={t('steps.title')}
              valueText={t('steps.progress', {
                steps: formatNumber(data.today, i18n.language),
                goal: formatNumber(goal, i18n.language),
              })}
            />
            {data.today >= goal && (
              <Alert severity="success" role="status" style={{ marginTop: '1rem' }}>
                {t('steps.goalReached')}
              </Alert>
            )}
            {!data.activated && (
              <p>
                {t('steps.notActivated')} <Link to="/goals">{t('steps.activateLink')}</Link>
              </p>
            )}
          </>
        )}
      </QueryState>
      <Form onSubmit={submit} noValidate aria-labelledby={formTitleId}>
        <FormTitle id={formTitleId}>{t('steps.formTitle')}</FormTitle>
        <Select
          label={t('steps.day')}
          options={dayOptions}
          value={date}
          onChange={(value) => setDate(value)}
          name="date"
        />
        <TextField
          label={t('steps.count')}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STEPS}
          step={1}
          name="steps"
          value={steps}
          onChange={(event) => setSteps(event.target.value)}
          error={fieldError ?? undefined}
        />
        {serverError && (
          <Alert severity="error" style={{ gridColumn: '1 / -1' }}>
            {serverError}
          </Alert>
        )}
        <Button type="submit" loading={saveState.isLoading}>
          {t('steps.save')}
        </Button>
      </Form>
    </Card>
  );
}
