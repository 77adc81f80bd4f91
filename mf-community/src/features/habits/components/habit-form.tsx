import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Select, TextField } from '@officefit/ui';
import { isoDate } from '../../../lib/format';
import { fieldMessageKey, serverFieldErrors } from '../../../lib/server-params';
import { useErrorText } from '../../../lib/use-error-text';
import { useNotify } from '../../../lib/use-notify';
import { useUpdateHabitsMutation } from '../api/update-habits';
import { HABIT_TYPES, type HabitInput, type HabitSuggestion, type HabitType } from '../model/types';
import {
  DEFAULT_RUNTIME_DAYS,
  MAX_HABIT_NAME,
  validateHabit,
  type HabitDraft,
  type HabitErrors,
} from '../model/validate-habit';

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

function emptyDraft(suggestion: HabitSuggestion | null): HabitDraft {
  return {
    suggestion: suggestion?.key ?? null,
    name: suggestion?.name ?? '',
    typ: suggestion?.typ ?? '',
    from: isoDate(),
    to: isoDate(new Date(), DEFAULT_RUNTIME_DAYS - 1),
  };
}

/** Starts a habit: an own one (name, type, runtime) or one of the catalogue (runtime only). */
export function HabitForm({ suggestion, onSaved }: HabitFormProps) {
  const { t } = useTranslation('community');
  const notify = useNotify();
  const errorText = useErrorText();
  const [save, state] = useUpdateHabitsMutation();
  const [draft, setDraft] = useState<HabitDraft>(() => emptyDraft(suggestion));
  const [errors, setErrors] = useState<HabitErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = <K extends keyof HabitDraft>(key: K, value: HabitDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHabit(draft, isoDate());
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    const item: HabitInput = draft.suggestion
      ? { suggestion: draft.suggestion, from: draft.from, to: draft.to }
      : { name: draft.name.trim(), typ: draft.typ as HabitType, from: draft.from, to: draft.to };
    try {
      await save([item]).unwrap();
      notify.success('habits.created', { name: draft.name.trim() || suggestion?.name || '' });
      setDraft(emptyDraft(suggestion));
      onSaved?.();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      const known: HabitErrors = {};
      for (const key of ['name', 'typ', 'from', 'to'] as const)
        if (fields[key]) known[key] = fieldMessageKey(fields[key]);
      setErrors(known);
      setServerError(errorText(failure));
    }
  };

  const error = (key: keyof HabitErrors) =>
    errors[key] ? t(errors[key], { max: MAX_HABIT_NAME }) : undefined;

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {!suggestion && (
        <>
          <TextField
            label={t('habits.form.name')}
            value={draft.name}
            maxLength={MAX_HABIT_NAME}
            required
            error={error('name')}
            onChange={(event) => set('name', event.target.value)}
          />
          <Select
            label={t('habits.form.type')}
            value={draft.typ || null}
            required
            error={error('typ')}
            options={HABIT_TYPES.map((typ) => ({ value: typ, label: t(`habits.types.${typ}`) }))}
            onChange={(value) => set('typ', value as HabitType)}
          />
        </>
      )}
      <TextField
        label={t('habits.form.from')}
        type="date"
        value={draft.from}
        min={isoDate()}
        required
        error={error('from')}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        label={t('habits.form.to')}
        type="date"
        value={draft.to}
        min={draft.from || isoDate()}
        required
        error={error('to')}
        onChange={(event) => set('to', event.target.value)}
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
