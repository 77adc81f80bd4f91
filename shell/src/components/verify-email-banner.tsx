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
import styled from 'styled-components';

// aligned with the pages' content column, above it
const Bar = styled.div`
  max-width: ${({ theme }) => theme.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

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
    <Bar>
      <Alert severity="info" data-testid="verify-email-banner">
        <Text>{t('verifyBanner.text')}</Text>
        {!isSuccess && (
          <Button variant="text" size="sm" loading={isLoading} onClick={() => void send()}>
            {t('verifyBanner.resend')}
          </Button>
        )}
      </Alert>
    </Bar>
  );
}
