import { useSearchParams } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { PageContainer, usePageTitle } from '@officefit/ui';
import { CancelWithoutLogin } from '../features/termination/components/cancel-without-login';
import { ConfirmCancellation } from '../features/termination/components/confirm-cancellation';
import { TerminationWizard } from '../features/termination/components/termination-wizard';

/**
 * `/termination`: logged in, the 3-step cancellation; logged out, the cancellation without login of § 312k BGB
 * (the route has no shell guard so that anyone can reach it). With `?key=…` (the link that form mails to the
 * account), the confirmation that makes that cancellation happen, logged in or not: the key alone decides.
 */
export default function TerminationPage() {
  const { t } = useTranslation('shop');
  const loggedIn = useAppSelector(selectLoggedIn);
  const [params] = useSearchParams();
  const confirmKey = params.get('key');
  usePageTitle(t('termination.title'));
  return (
    <PageContainer width="narrow">
      <h1>{t('termination.title')}</h1>
      {confirmKey ? (
        <ConfirmCancellation confirmKey={confirmKey} />
      ) : loggedIn ? (
        <TerminationWizard />
      ) : (
        <CancelWithoutLogin />
      )}
    </PageContainer>
  );
}
