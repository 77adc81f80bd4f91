// The login dialog's single sign-on part (issue 37): once the e-mail is typed, the backend says whether its domain
// signs in through the company's identity provider; then a button sends the browser there.
import { useCallback, useState } from 'react';
import { type SsoDiscovery, useSsoDiscoverMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { goToProvider } from './provider-redirect';

const looksLikeEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());

/** The discovery of the typed e-mail; `check` asks again (on leaving the field, or after a refused login). */
export function useSsoDiscovery() {
  const [discover] = useSsoDiscoverMutation();
  const [found, setFound] = useState<SsoDiscovery | null>(null);
  const check = useCallback(
    async (email: string) => {
      if (!looksLikeEmail(email)) return setFound(null);
      // no answer: the password login stays as it was
      setFound(
        await discover({ email: email.trim() })
          .unwrap()
          .catch(() => null),
      );
    },
    [discover],
  );
  return { sso: found?.sso ? found : null, check };
}

export function SsoOffer({ sso }: { sso: Extract<SsoDiscovery, { sso: true }> }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Alert severity="info">{t('login.ssoHint')}</Alert>
      <Button type="button" fullWidth onClick={() => goToProvider(sso.start_url)}>
        {t('login.ssoButton')}
      </Button>
    </>
  );
}
