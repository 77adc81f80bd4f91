import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card } from '@officefit/ui';
import { useState } from 'react';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateParticipatingMutation } from '../api/update-participating';

const Points = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: 1.25rem;
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The privacy choice of spec §6: before ranking and challenges, the user learns what colleagues will see and
 * unlocks the ranking (me meta `participating`). `reason` names the area that asked for it.
 */
export function OptInScreen({ reason }: { reason: 'ranking' | 'challenges' | 'team' }) {
  const { t } = useTranslation('community');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [update, state] = useUpdateParticipatingMutation();
  const [error, setError] = useState<string | null>(null);

  const optIn = async () => {
    setError(null);
    try {
      await update({ participating: 1 }).unwrap();
      dispatch(showSnackbar({ key: 'community:optIn.done', severity: 'success' }));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Card title={t('optIn.title')} data-testid="opt-in">
      <p>{t(`optIn.intro.${reason}`)}</p>
      <h3>{t('optIn.visibleTitle')}</h3>
      <Points>
        <li>{t('optIn.visibleName')}</li>
        <li>{t('optIn.visiblePoints')}</li>
        <li>{t('optIn.visibleSubcat')}</li>
        <li>{t('optIn.visibleChallenges')}</li>
        <li>{t('optIn.visibleFeed')}</li>
      </Points>
      <h3>{t('optIn.notVisibleTitle')}</h3>
      <p>{t('optIn.notVisible')}</p>
      <p>{t('optIn.revocable')}</p>
      {error && (
        <Alert severity="error" style={{ marginBottom: '1rem' }}>
          {error}
        </Alert>
      )}
      <Button onClick={() => void optIn()} loading={state.isLoading}>
        {t('optIn.confirm')}
      </Button>
    </Card>
  );
}
