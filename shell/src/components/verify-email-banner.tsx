import {
  selectLoggedIn,
  showSnackbar,
  useAppDispatch,
  useAppSelector,
  useResendVerificationMutation,
  useSignedInMeQuery,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { NoticeBar, NoticeText } from './page-notice';

/**
 * "Please confirm your e-mail" for a logged-in user who has not opened the verification link yet (issue 11:
 * unverified accounts can log in but see this banner), with a button that mails a new link.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useSignedInMeQuery();
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  if (!loggedIn || me?.meta.email_verified !== false) return null;

  const send = async () => {
    try {
      await resend().unwrap();
      dispatch(showSnackbar({ key: 'shell:verifyBanner.sent', severity: 'success' }));
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.unexpected', severity: 'error' }));
    }
  };

  // the button sits under the text, not beside it: beside it leaves the text a narrow column on a phone
  return (
    <NoticeBar>
      <Alert severity="info" data-testid="verify-email-banner">
        <NoticeText>{t('verifyBanner.text')}</NoticeText>
        {!isSuccess && (
          <Button variant="text" size="sm" loading={isLoading} onClick={() => void send()}>
            {t('verifyBanner.resend')}
          </Button>
        )}
      </Alert>
    </NoticeBar>
  );
}
