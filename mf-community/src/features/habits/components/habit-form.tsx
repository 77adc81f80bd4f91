import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { useUserTimeZone } from '@officefit/api';
import { addDays, todayIn } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Select, TextField } from '@officefit/ui';
import { fieldMessageKey, serverFieldErrors } from '../../../lib/server-params';
import { useErrorText } from '../../../lib/use-error-text';
import { useNotify } from '../../../lib/use-notify';
import { useUpdateHabitsMutation } from '../api/update-habits';
import {
  DEFAULT_RUNTIME_DAYS,
  HABIT_NAME_MAX,
  habitErrorMap,
  habitFormSchema,
  toHabitItem,
  type HabitFormValues,
} from '../model/habit-form';
import { HABIT_TYPES, type HabitSuggestion } from '../model/types';

const FIELDS = ['name', 'typ', 'from', 'to'] as const;

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  & > .wide {
    grid-column: 1 / -1;
  }
  & > button {
    justify-self: start;
  }
`;

export interface HabitFormProps {
  /** A habit from the catalogue (only the runtime is asked), or null for an own habit. */
  suggestion: HabitSuggestion | null;
  /** Called after the habit was saved. */
  onSaved?: () => void;
}

function emptyDraft(suggestion: HabitSuggestion | null, today: string): HabitFormValues {
  return {
    suggestion: suggestion?.key ?? null,
    name: suggestion?.name ?? '',
    typ: suggestion?.typ ?? '',
    from: today,
    to: addDays(today, DEFAULT_RUNTIME_DAYS - 1),
  };
}

/** The form; the user's "today" is read at each validation (the form may stay open past midnight). */
function useHabitForm(suggestion: HabitFormProps['suggestion']) {
  const { t } = useTranslation('community');
  const timeZone = useUserTimeZone();
  const today = todayIn(timeZone);
  const resolver = useMemo<Resolver<HabitFormValues>>(
    () => (values, ctx, options) =>
      (
        zodResolver(habitFormSchema(todayIn(timeZone)), {
          error: habitErrorMap(t),
        }) as unknown as Resolver<HabitFormValues>
      )(values, ctx, options),
    [t, timeZone],
  );
  const form = useForm<HabitFormValues>({ resolver, defaultValues: emptyDraft(suggestion, today) });
  return { form, today, timeZone };
}

/** An own habit's name and type (a suggestion brings both). */
function NameAndTypeFields({ form }: { form: UseFormReturn<HabitFormValues> }) {
  const { t } = useTranslation('community');
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('habits.form.name')}
        maxLength={HABIT_NAME_MAX}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="typ"
        render={({ field }) => (
          <Select
            label={t('habits.form.type')}
            value={field.value || null}
            required
            error={errors.typ?.message}
            options={HABIT_TYPES.map((typ) => ({ value: typ, label: t(`habits.types.${typ}`) }))}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}

/**
 * Starts a habit: an own one (name, type, runtime) or one of the catalogue (runtime only). Validated by the
 * contract's rules on submit, then live; react-hook-form focuses the first wrong field.
 */
export function HabitForm({ suggestion, onSaved }: HabitFormProps) {
  const { t } = useTranslation('community');
  const notify = useNotify();
  const errorText = useErrorText();
  const [save, state] = useUpdateHabitsMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, today, timeZone } = useHabitForm(suggestion);
  const { register, handleSubmit, reset, setError, watch } = form;
  const { errors } = form.formState;
  const from = watch('from');

  const submit = async (values: HabitFormValues) => {
    setServerError(null);
    try {
      await save([toHabitItem(values)]).unwrap();
      notify.success('habits.created', { name: values.name.trim() || suggestion?.name || '' });
      reset(emptyDraft(suggestion, todayIn(timeZone)));
      onSaved?.();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      for (const key of FIELDS)
        if (fields[key]) setError(key, { type: 'server', message: t(fieldMessageKey(fields[key])) });
      setServerError(errorText(failure));
    }
  };

  const error = (key: (typeof FIELDS)[number]) => errors[key]?.message;

  return (
    <Form
      onSubmit={(event) => {
        setServerError(null);
        void handleSubmit(submit)(event);
      }}
      noValidate
    >
      {!suggestion && <NameAndTypeFields form={form} />}
      <TextField
        label={t('habits.form.from')}
        type="date"
        min={today}
        required
        error={error('from')}
        {...register('from')}
      />
      <TextField
        label={t('habits.form.to')}
        type="date"
        min={from || today}
        required
        error={error('to')}
        {...register('to')}
      />
      {serverError && (
        <Alert severity="error" className="wide" style={{ marginBottom: '1rem' }}>
          {serverError}
        </Alert>
      )}
      <Button type="submit" loading={state.isLoading}>
        {suggestion ? t('habits.form.startSuggestion') : t('habits.form.create')}
      </Button>
    </Form>
  );
}
