import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer, usePageTitle } from '@officefit/ui';
import { VerifyEmail } from '../features/registration/components/verify-email';

/** `/registration/verify?key=…`: the e-mail verification link of the registration mail. */
export default function VerifyPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  usePageTitle(t('verify.title'));
  return (
    <PageContainer width="narrow">
      <h1>{t('verify.title')}</h1>
      <VerifyEmail verificationKey={params.get('key')} />
    </PageContainer>
  );
}
