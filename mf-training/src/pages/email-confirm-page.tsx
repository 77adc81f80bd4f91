import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Alert, Spinner, usePageTitle } from '@officefit/ui';
import { useErrorText } from '../lib/use-error-text';
import { useConfirmEmailMutation } from '../features/profile/api/profile-api';

/** `/profile/email-confirm?key=…`: the link of an e-mail change (works without a login, once). */
export default function EmailConfirmPage() {
  const { t } = useTranslation('training');
  usePageTitle(t('profile.email.confirmTitle'));
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [confirm, state] = useConfirmEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !key) return;
    sent.current = true;
    void confirm({ key });
  }, [confirm, key]);

  return (
    <>
      <h1>{t('profile.email.confirmTitle')}</h1>
      {state.isLoading && <Spinner />}
      {state.isSuccess && (
        <Alert severity="success">{t('profile.email.confirmed', { email: state.data.email })}</Alert>
      )}
      {(state.isError || !key) && (
        <Alert severity="error">{key ? errorText(state.error) : t('errors.email_change_link_invalid')}</Alert>
      )}
      <Link to="/">{t('common:actions.toHome')}</Link>
    </>
  );
}
