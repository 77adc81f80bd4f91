import { useState, type FormEvent } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Checkbox, RadioGroup } from '@officefit/ui';
import { FormDialog } from '../../../lib/form-dialog';
import { useErrorText } from '../../../lib/use-error-text';
import { DISLIKE_REASONS, useDislikeExerciseMutation, type DislikeReason } from '../api/dislikes';

export interface RemoveExerciseDialogProps {
  open: boolean;
  exerciseId: number;
  exerciseName: string;
  onClose: () => void;
  /** Called after the exercise was removed (the page goes back to the dashboard). */
  onRemoved: () => void;
}

const FORM_ID = 'remove-exercise-form';

/** Sends the dislike (for good or only today) and says so in a snackbar; keeps the server's refusal. */
function useRemoveExercise(exerciseId: number, exerciseName: string, onRemoved: () => void) {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [dislike, state] = useDislikeExerciseMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const send = async (reason: DislikeReason, onlyToday: boolean) => {
    setServerError(null);
    try {
      await dislike({ id: exerciseId, reason, onlyToday }).unwrap();
      dispatch(
        showSnackbar({
          key: onlyToday ? 'training:remove.doneToday' : 'training:remove.done',
          values: { name: exerciseName },
          severity: 'success',
        }),
      );
      onRemoved();
    } catch (error) {
      setServerError(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  return { send, serverError, setServerError, saving: state.isLoading };
}

/** Removes an exercise from the plan with a reason (1-6) and, optionally, for today only. */
export function RemoveExerciseDialog({
  open,
  exerciseId,
  exerciseName,
  onClose,
  onRemoved,
}: RemoveExerciseDialogProps) {
  const { t } = useTranslation('training');
  const remove = useRemoveExercise(exerciseId, exerciseName, onRemoved);
  const [reason, setReason] = useState<string>('');
  const [onlyToday, setOnlyToday] = useState(false);
  const [touched, setTouched] = useState(false);

  const close = () => {
    setReason('');
    setOnlyToday(false);
    setTouched(false);
    remove.setServerError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason) void remove.send(Number(reason) as DislikeReason, onlyToday);
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('remove.title', { name: exerciseName })}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={t('remove.confirm')}
      saving={remove.saving}
    >
      <p>{t('remove.intro')}</p>
      <RadioGroup
        label={t('remove.reasonLabel')}
        name="reason"
        required
        value={reason}
        onChange={setReason}
        error={touched && !reason ? t('remove.reasonRequired') : undefined}
        options={DISLIKE_REASONS.map((value) => ({
          value: String(value),
          label: t(`remove.reasons.${value}`),
        }))}
      />
      <Checkbox
        label={t('remove.onlyToday')}
        hint={t('remove.onlyTodayHint')}
        checked={onlyToday}
        onChange={(event) => setOnlyToday(event.target.checked)}
      />
      {remove.serverError && <Alert severity="error">{remove.serverError}</Alert>}
    </FormDialog>
  );
}
