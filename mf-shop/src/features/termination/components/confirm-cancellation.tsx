import { Link } from 'react-router-dom';
import { useConfirmCancellationMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { TerminationDone } from './termination-wizard';

/** The error code of a failed confirmation, when the server sent one. */
function codeOf(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/**
 * `/termination?key=…`, the link of the mail a cancellation without login sends: the membership is cancelled only
 * when this button is pressed (a mail scanner that opens links must not cancel anybody), then the end date shows.
 */
export function ConfirmCancellation({ confirmKey }: { confirmKey: string }) {
  const { t } = useTranslation('shop');
  const [confirm, { data, error, isLoading }] = useConfirmCancellationMutation();

  if (data) return <TerminationDone result={data} />;
  if (error) {
    const notCancellable = codeOf(error) === 'membership_not_cancellable';
    return (
      <Alert
        severity="error"
        title={t(notCancellable ? 'termination.linkNothingTitle' : 'termination.linkInvalidTitle')}
        data-testid="termination-confirm-failed"
      >
        {notCancellable ? (
          t('termination.linkNothingText')
        ) : (
          <>
            {t('termination.linkInvalidText')} <Link to="/termination">{t('termination.linkAgain')}</Link>
          </>
        )}
      </Alert>
    );
  }
  return (
    <section aria-labelledby="termination-confirm-title">
      <h2 id="termination-confirm-title">{t('termination.linkTitle')}</h2>
      <p>{t('termination.linkText')}</p>
      <Button loading={isLoading} onClick={() => void confirm({ key: confirmKey })}>
        {t('termination.linkButton')}
      </Button>
    </section>
  );
}
