import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog } from '@officefit/ui';
import { useNotify } from '../../../lib/use-notify';
import { paths } from '../../../paths';
import { useDeleteChallengeMutation } from '../api/save-challenge';
import { useAcceptChallengeMutation, useDeclineChallengeMutation } from '../api/respond-to-challenge';
import type { Challenge } from '../model/types';

/** Accept, decline, delete: each call with its snackbar. */
function useChallengeActions(challenge: Challenge) {
  const notify = useNotify();
  const [accept, acceptState] = useAcceptChallengeMutation();
  const [decline, declineState] = useDeclineChallengeMutation();
  const [remove, removeState] = useDeleteChallengeMutation();
  const act = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      notify.success(success);
    } catch (failure) {
      notify.failure(failure);
    }
  };
  return {
    accept: () => act(() => accept(challenge.id).unwrap(), 'challenges.accepted'),
    decline: () => act(() => decline(challenge.id).unwrap(), 'challenges.declined'),
    remove: () => act(() => remove(challenge.id).unwrap(), 'challenges.deleted'),
    accepting: acceptState.isLoading,
    declining: declineState.isLoading,
    removing: removeState.isLoading,
  };
}

/** The caller's actions on a challenge (accept, decline, edit, delete after a confirmation), as allowed. */
export function ChallengeActions({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('community');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const actions = useChallengeActions(challenge);
  return (
    <>
      {(challenge.can_accept || challenge.can_decline || challenge.can_edit || challenge.can_delete) && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '1rem' }}>
          {challenge.can_accept && (
            <Button loading={actions.accepting} onClick={() => void actions.accept()}>
              {t('challenges.accept')}
            </Button>
          )}
          {challenge.can_decline && (
            <Button variant="secondary" loading={actions.declining} onClick={() => void actions.decline()}>
              {t('challenges.decline')}
            </Button>
          )}
          {challenge.can_edit && (
            <Button as={Link} to={paths.challengeEdit.getHref(challenge.id)} variant="secondary">
              {t('challenges.edit')}
            </Button>
          )}
          {challenge.can_delete && (
            <Button variant="text" onClick={() => setConfirmDelete(true)}>
              {t('challenges.delete')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('challenges.deleteTitle')}
        message={t('challenges.deleteMessage')}
        confirmLabel={t('challenges.delete')}
        loading={actions.removing}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void actions.remove().finally(() => setConfirmDelete(false))}
      />
    </>
  );
}
