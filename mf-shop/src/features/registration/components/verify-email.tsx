import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { selectLoggedIn, useAppSelector, useVerifyEmailMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Spinner } from '@officefit/ui';

/**
 * The landing of the mailed verification link: sends its key once (the key is single-use, so React's double
 * effect in development must not send it twice) and shows success or the invalid-link state.
 */
export function VerifyEmail({ verificationKey }: { verificationKey: string | null }) {
  const { t } = useTranslation('shop');
  const loggedIn = useAppSelector(selectLoggedIn);
  const [verify, { isSuccess, isError, isUninitialized }] = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !verificationKey) return;
    sent.current = true;
    void verify({ key: verificationKey });
  }, [verificationKey, verify]);

  if (!verificationKey || isError) {
    return (
      <Alert severity="error" title={t('verify.invalidTitle')} data-testid="verify-invalid">
        {t('verify.invalidText')}
      </Alert>
    );
  }
  if (isUninitialized || !isSuccess) return <Spinner />;
  return (
    <>
      <Alert severity="success" title={t('verify.successTitle')} data-testid="verify-success">
        {t('verify.successText')}
      </Alert>
      {loggedIn && (
        <Button as={Link} to="/home">
          {t('verify.toApp')}
        </Button>
      )}
    </>
  );
}
