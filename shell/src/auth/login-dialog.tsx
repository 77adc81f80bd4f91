import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { closeLoginDialog, toApiFailure, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Dialog, TextField } from '@officefit/ui';
import { logIn, pathAfterLogin } from './session-actions';
import { readLogoutCopy } from '../session/persistence';
import { useIsKnownPath, useKnownRoutes } from '../context/known-paths';
import { startPath } from '@officefit/shell-contract';
import styled from 'styled-components';
import { registerAccountTexts } from '../i18n/account-texts';
import { goToProvider } from './provider-redirect';
import { SsoOffer, useSsoDiscovery } from './sso-offer';

registerAccountTexts();

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0;
`;

function loginErrorKey(code: string, status: unknown): string {
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'login.errors.noResponse';
  if (code.includes('too_many')) return 'login.errors.tooMany';
  if (code === 'sso_required') return 'login.errors.ssoRequired';
  if (code === 'account_deactivated') return 'login.errors.deactivated';
  if (
    code.includes('incorrect_password') ||
    code.includes('invalid_email') ||
    code.includes('invalid_username')
  )
    return 'login.errors.credentials';
  return 'common:errors.unexpected';
}

/** The password field and the login button (hidden where the company signs in with SSO only). */
function PasswordFields(props: {
  password: string;
  onChange: (password: string) => void;
  error?: string;
  busy: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <>
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={props.password}
        onChange={(e) => props.onChange(e.target.value)}
        error={props.error}
        required
      />
      <Button type="submit" loading={props.busy} fullWidth>
        {t('login.submit')}
      </Button>
    </>
  );
}

/** Forgot password, register now (where the app has those pages). */
function AccountLinks({ close }: { close: () => void }) {
  const { t } = useTranslation('shell');
  const isKnown = useIsKnownPath();
  return (
    <Links>
      {isKnown('/password_lost') && (
        <Link to="/password_lost" onClick={close}>
          {t('login.forgot')}
        </Link>
      )}
      {isKnown('/registration') && (
        <Link to="/registration" onClick={close}>
          {t('login.register')}
        </Link>
      )}
    </Links>
  );
}

/** The login popup (spec §2): e-mail, password, forgot password, register now. */
export function LoginDialog() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { loginDialogOpen, afterLoginPath, loginError } = useAppSelector((s) => s.ui);
  const [email, setEmail] = useState(() => readLogoutCopy()?.auth?.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const routes = useKnownRoutes();
  // a company with single sign-on (issue 37): its button, and no password field where the company turned it off
  const { sso, check } = useSsoDiscovery();
  const withPassword = !sso || sso.password_login;

  const close = () => {
    setError(null);
    dispatch(closeLoginDialog());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // only the company account is offered: Enter in the e-mail field means that button
    if (sso && !withPassword) return goToProvider(sso.start_url);
    const errors = {
      email: !email.trim() ? t('common:errors.enterEmail') : undefined,
      password: !password ? t('common:errors.requiredField') : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    setError(null);
    try {
      const me = await logIn(dispatch, email.trim(), password);
      setPassword('');
      dispatch(closeLoginDialog());
      const target = pathAfterLogin({
        afterLoginPath,
        currentPath: location.pathname,
        startPath: startPath(routes, { ...me, hasHealthProfile: me.meta.has_anamnesis }),
      });
      if (target) await navigate(target);
    } catch (caught) {
      const failure = toApiFailure(caught as Parameters<typeof toApiFailure>[0]);
      setError(loginErrorKey(failure.code, failure.status));
      if (failure.code === 'sso_required') void check(email);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={loginDialogOpen} onClose={close} title={t('login.title')}>
      <Form onSubmit={submit} noValidate aria-label={t('login.title')}>
        {(error ?? loginError) && <Alert severity="error">{t(error ?? loginError ?? '')}</Alert>}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => void check(email)}
          error={fieldErrors.email}
          required
        />
        {sso && <SsoOffer sso={sso} />}
        {withPassword && (
          <PasswordFields
            password={password}
            onChange={setPassword}
            error={fieldErrors.password}
            busy={busy}
          />
        )}
        <AccountLinks close={close} />
      </Form>
    </Dialog>
  );
}
