import { useForm } from 'react-hook-form';
import { useTranslation } from '@officefit/i18n';
import { Button, Dialog, TextField } from '@officefit/ui';

/** A day as the date input gives it (the server checks that it exists). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Values {
  ends_at: string;
  note: string;
}

/** Asks for a membership's new end date and a note for its history. */
export function MembershipDialog({
  open,
  currentEnd,
  loading,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  currentEnd: string | null;
  loading: boolean;
  onSubmit: (value: { ends_at: string; note: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { ends_at: currentEnd?.slice(0, 10) ?? '', note: '' },
  });
  const dayRequired = t('customerService.endsAtRequired');
  const submit = handleSubmit(({ ends_at, note }) => onSubmit({ ends_at, note: note.trim() }));
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('customerService.changeMembership')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('customerService.cancel')}
          </Button>
          <Button loading={loading} onClick={(e) => void submit(e)}>
            {t('customerService.save')}
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('customerService.endsAt')}
          type="date"
          required
          {...register('ends_at', {
            required: dayRequired,
            pattern: { value: DAY, message: dayRequired },
          })}
          error={formState.errors.ends_at?.message}
        />
        <TextField label={t('customerService.note')} maxLength={500} {...register('note')} />
      </form>
    </Dialog>
  );
}
