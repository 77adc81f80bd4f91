import { useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, ConfirmDialog } from '@officefit/ui';
import { useSkipAnamnesisMutation } from '../api/anamnesis-api';

const Root = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * "Profil überspringen": asks twice (spec §4, double confirmation), then POST anamnesis/skip stores a standard
 * profile and the standardized plan.
 */
export function SkipProfile({ onSkipped }: { onSkipped: () => void }) {
  const { t } = useTranslation('training');
  const [stage, setStage] = useState<'idle' | 'first' | 'second'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [skip, { isLoading }] = useSkipAnamnesisMutation();

  const run = async () => {
    setError(null);
    try {
      await skip().unwrap();
      setStage('idle');
      onSkipped();
    } catch (e) {
      setStage('idle');
      const failure = toApiFailure(e as Parameters<typeof toApiFailure>[0]);
      setError(t(failure.code === 'no_response' ? 'common:errors.transfer' : 'common:errors.unexpected'));
    }
  };

  return (
    <Root>
      <p>{t('anamnesis.skip.intro')}</p>
      <Button variant="secondary" onClick={() => setStage('first')}>
        {t('anamnesis.skip.button')}
      </Button>
      {error && (
        <Alert severity="error" style={{ marginTop: '1rem' }}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={stage === 'first'}
        title={t('anamnesis.skip.firstTitle')}
        message={<p>{t('anamnesis.skip.firstMessage')}</p>}
        confirmLabel={t('anamnesis.skip.firstConfirm')}
        cancelLabel={t('anamnesis.skip.cancel')}
        onConfirm={() => setStage('second')}
        onCancel={() => setStage('idle')}
      />
      <ConfirmDialog
        open={stage === 'second'}
        role="alertdialog"
        title={t('anamnesis.skip.secondTitle')}
        message={<p>{t('anamnesis.skip.secondMessage')}</p>}
        confirmLabel={t('anamnesis.skip.secondConfirm')}
        cancelLabel={t('anamnesis.skip.cancel')}
        loading={isLoading}
        onConfirm={() => void run()}
        onCancel={() => !isLoading && setStage('idle')}
      />
    </Root>
  );
}
