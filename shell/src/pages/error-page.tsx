import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer } from '@officefit/ui';
import { isBot } from '../session/is-bot';
import { ErrorIllustration } from '../components/error-illustration';
import { createLog } from '@officefit/log';

const log = createLog('shell');

/** Status of an error for the error screen: the HTTP status when there is one, else "ERR" (spec §2). */
export function errorStatus(error: unknown): string {
  if (isRouteErrorResponse(error)) return String(error.status);
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? String(status) : 'ERR';
}

/** Generic error screen for fatal errors; bots get nothing rendered and the error is only logged. */
export function ErrorPage({ error: given }: { error?: unknown }) {
  const routed = useRouteError();
  const error = given ?? routed;
  const { t } = useTranslation('common');
  log.error('fatal error', error);
  if (isBot()) return null;
  return (
    <PageContainer>
      <ErrorIllustration />
      <h1>{t('errors.oops')}</h1>
      <p>{t('errors.painPoint')}</p>
      <p>
        <strong data-testid="error-status">{errorStatus(error)}</strong>
      </p>
      <a href="/">{t('actions.toHome')}</a>
    </PageContainer>
  );
}
