import { useState } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog } from '@officefit/ui';
import { useNotify } from '../../../lib/use-notify';
import { useUpdateHabitsMutation } from '../api/update-habits';
import type { Habit } from '../model/types';

type Pending = 'finished' | 'deleted' | null;

/** "Finish" and "Delete" of an active habit, each after a confirmation. */
export function HabitActionsMenu({ habit }: { habit: Habit }) {
  const { t } = useTranslation('community');
  const notify = useNotify();
  const [asking, setAsking] = useState<Pending>(null);
  const [save, state] = useUpdateHabitsMutation();

  const run = async (status: 'finished' | 'deleted') => {
    try {
      await save([{ id: habit.id, status }]).unwrap();
      notify.success(status === 'finished' ? 'habits.finishedDone' : 'habits.deletedDone', {
        name: habit.name,
      });
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setAsking(null);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('habits.finishNamed', { name: habit.name })}
        onClick={() => setAsking('finished')}
      >
        {t('habits.finish')}
      </Button>
      <Button
        size="sm"
        variant="text"
        aria-label={t('habits.deleteNamed', { name: habit.name })}
        onClick={() => setAsking('deleted')}
      >
        {t('habits.delete')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'deleted' ? t('habits.deleteTitle') : t('habits.finishTitle')}
        message={
          asking === 'deleted'
            ? t('habits.deleteMessage', { name: habit.name })
            : t('habits.finishMessage', { name: habit.name })
        }
        confirmLabel={asking === 'deleted' ? t('habits.delete') : t('habits.finish')}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
        loading={state.isLoading}
      />
    </>
  );
}
