import { useState } from 'react';
import { Link } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, PageContainer, usePageTitle } from '@officefit/ui';
import { RegistrationWizard } from '../features/registration/components/registration-wizard';

/**
 * `/registration` (spec §2): open to visitors (it has no shell guard, see DECISIONS "Registration route"); a
 * logged-in user already has an account and is pointed to the membership overview instead.
 */
export default function RegistrationPage() {
  const { t } = useTranslation('shop');
  const loggedIn = useAppSelector(selectLoggedIn);
  const [registered, setRegistered] = useState(false);
  usePageTitle(t('registration.title'));
  return (
    <PageContainer width="narrow">
      <h1>{t('registration.title')}</h1>
      {loggedIn && !registered ? (
        <Alert severity="info" data-testid="registration-logged-in">
          {t('registration.loggedIn')} <Link to="/extend">{t('registration.toMembership')}</Link>
        </Alert>
      ) : (
        <RegistrationWizard onRegistered={() => setRegistered(true)} />
      )}
    </PageContainer>
  );
}
