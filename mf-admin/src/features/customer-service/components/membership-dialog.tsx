import { useState } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Button, Dialog, TextField } from '@officefit/ui';

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
  const [endsAt, setEndsAt] = useState(currentEnd?.slice(0, 10) ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endsAt)) return setError(t('customerService.endsAtRequired'));
    setError(null);
    onSubmit({ ends_at: endsAt, note: note.trim() });
  };
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
          <Button loading={loading} onClick={submit}>
            {t('customerService.save')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('customerService.endsAt')}
          type="date"
          required
          value={endsAt}
          error={error ?? undefined}
          onChange={(e) => setEndsAt(e.target.value)}
        />
        <TextField
          label={t('customerService.note')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
