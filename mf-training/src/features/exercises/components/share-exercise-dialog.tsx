import { useState, type FormEvent } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, TextField } from '@officefit/ui';
import { FormDialog } from '../../../lib/form-dialog';
import { useErrorText } from '../../../lib/use-error-text';
import { useShareExerciseMutation } from '../api/share-exercise';

export interface ShareExerciseDialogProps {
  open: boolean;
  exerciseId: number;
  exerciseName: string;
  onClose: () => void;
}

const FORM_ID = 'share-exercise-form';
/** Loose e-mail check (something@something.tld); the server has the final word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Shares an exercise with a colleague by e-mail (+50 points for both, once per exercise and pair). */
export function ShareExerciseDialog({ open, exerciseId, exerciseName, onClose }: ShareExerciseDialogProps) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [share, state] = useShareExerciseMutation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    setEmail('');
    setFieldError(null);
    setServerError(null);
    onClose();
  };

  const validate = (value: string): string | null => {
    if (!value.trim()) return t('common:errors.enterEmail');
    if (!EMAIL.test(value.trim())) return t('common:errors.invalidEmail');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(email);
    setFieldError(problem);
    setServerError(null);
    if (problem) return;
    try {
      const answer = await share({ id: exerciseId, email: email.trim() }).unwrap();
      dispatch(
        showSnackbar({
          key: answer.points > 0 ? 'training:share.done' : 'training:share.doneNoPoints',
          values: { points: answer.points },
          severity: 'success',
        }),
      );
      close();
    } catch (error) {
      setServerError(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('share.title')}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={t('share.send')}
      saving={state.isLoading}
    >
      <p>{t('share.intro', { name: exerciseName })}</p>
      <TextField
        label={t('share.email')}
        type="email"
        name="email"
        autoComplete="off"
        inputMode="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (fieldError) setFieldError(validate(event.target.value));
        }}
        error={fieldError ?? undefined}
      />
      {serverError && <Alert severity="error">{serverError}</Alert>}
    </FormDialog>
  );
}
