import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, call, toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, PageContainer, TextField, usePageTitle } from '@officefit/ui';
import { registerAccountTexts } from '../i18n/account-texts';

registerAccountTexts();

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<{ sent: boolean }, { email: string }>({
      query: (body) => ({ ...call('POST', 'officefit/v1/password_lost', body), skipSessionRule: true }),
    }),
    resetPassword: build.mutation<{ reset: boolean }, { key: string; login: string; password: string }>({
      query: (body) => ({ ...call('POST', 'officefit/v1/password_reset', body), skipSessionRule: true }),
    }),
  }),
});

/** Password rule of spec §5: at least 8 characters with capitals, small letters, digits and a special character. */
export function passwordProblems(password: string): boolean {
  return !(
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

function RequestForm() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [request, { isLoading, isSuccess }] = passwordApi.useRequestPasswordResetMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(t('common:errors.invalidEmail'));
    setError(undefined);
    await request({ email: email.trim() });
  };
  if (isSuccess) return <Alert severity="success">{t('password.requested')}</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('password.requestIntro')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" loading={isLoading}>
        {t('password.requestSubmit')}
      </Button>
    </form>
  );
}

function ResetForm({ resetKey, login }: { resetKey: string; login: string }) {
  const { t } = useTranslation('shell');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [reset, { isLoading, isSuccess }] = passwordApi.useResetPasswordMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      password: passwordProblems(password) ? t('password.rule') : undefined,
      repeat: repeat !== password ? t('password.mismatch') : undefined,
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    try {
      await reset({ key: resetKey, login, password }).unwrap();
    } catch (caught) {
      const failure = toApiFailure(caught as Parameters<typeof toApiFailure>[0]);
      setErrors({
        form: t(failure.code === 'invalid_key' ? 'password.invalidLink' : 'password.changeError'),
      });
    }
  };
  if (isSuccess) return <Alert severity="success">{t('password.changed')}</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={t('password.rule')}
        required
      />
      <TextField
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={errors.repeat}
        required
      />
      <Button type="submit" loading={isLoading}>
        {t('password.setSubmit')}
      </Button>
    </form>
  );
}

/** `/password_lost`: request a reset link, then (from the e-mailed link) set a new password (spec §2). */
export default function PasswordLost() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const key = params.get('key');
  const login = params.get('login');
  usePageTitle(t('password.title'));
  return (
    <PageContainer>
      <Card>
        <h1>{t('password.title')}</h1>
        {key && login ? <ResetForm resetKey={key} login={login} /> : <RequestForm />}
      </Card>
    </PageContainer>
  );
}
