import { useState, type FormEvent } from 'react';
import { isQueued, showSnackbar, useAppDispatch, useUserToday } from '@officefit/api';
import { addDays } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateStepsMutation } from '../api/steps';

/** Most steps accepted for one day (docs/api-training.md). */
export const MAX_STEPS = 100_000;

/**
 * The steps form: the day (today or up to `windowDays` back) and the count, checked here before it is saved; a
 * saved count empties the field and is announced, unless it was queued offline.
 */
export function useStepsForm(windowDays: number) {
  const { t, i18n } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saveState] = useUpdateStepsMutation();
  // the user's today (profile time zone), the day the server counts steps for; a chosen day wins
  const today = useUserToday();
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const [steps, setSteps] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

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

  return {
    date,
    setDate,
    dayOptions,
    steps,
    setSteps,
    fieldError,
    serverError,
    submit,
    saving: saveState.isLoading,
  };
}
