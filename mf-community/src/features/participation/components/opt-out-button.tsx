import { useState } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog } from '@officefit/ui';
import { useNotify } from '../../../lib/use-notify';
import { useUpdateParticipatingMutation } from '../api/update-participating';

/** Leaves the ranking again after a confirmation (open invitations are declined; refused during a challenge). */
export function OptOutButton() {
  const { t } = useTranslation('community');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, state] = useUpdateParticipatingMutation();

  const optOut = async () => {
    try {
      const result = await update({ participating: 0 }).unwrap();
      notify.success('optOut.done', { count: result.declined });
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('optOut.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('optOut.title')}
        message={t('optOut.message')}
        confirmLabel={t('optOut.confirm')}
        onConfirm={() => void optOut()}
        onCancel={() => setOpen(false)}
        loading={state.isLoading}
      />
    </>
  );
}
