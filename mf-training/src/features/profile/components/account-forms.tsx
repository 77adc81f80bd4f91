import { useForm } from 'react-hook-form';
import { loggedIn, showSnackbar, useAppDispatch, writeAccessTokenCookie } from '@officefit/api';
import {
  type ChangeEmailBody,
  type ChangeEmailBodyInput,
  changeEmailBodySchema,
  type ChangePasswordBody,
  type ChangePasswordBodyInput,
  changePasswordBodySchema,
  type Profile,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, TextField } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { useChangeEmailMutation, useChangePasswordMutation } from '../api/profile-api';
import { formResolver } from '@officefit/i18n/form';
import { applyServerErrors } from '../../../lib/form';

/** E-mail change: a link goes to the new address; until it is opened the old one stays the login. */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('training');
  const errorText = useErrorText();
  const [change, state] = useChangeEmailMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ChangeEmailBodyInput,
    unknown,
    ChangeEmailBody
  >({
    resolver: formResolver(changeEmailBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (body) => {
    try {
      await change(body).unwrap();
      reset();
    } catch (caught) {
      const message = errorText(caught as Parameters<typeof errorText>[0]);
      if (!applyServerErrors(caught, setError, ['email', 'password'], message)) setError('root', { message });
    }
  });
  return (
    <Card title={t('profile.email.title')} data-testid="email-change">
      <p>{t('profile.email.current', { email: profile.email })}</p>
      {profile.pending_email && (
        <Alert severity="info">{t('profile.email.pending', { email: profile.pending_email })}</Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('profile.email.title')}>
        <TextField
          label={t('profile.email.new')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <TextField
          label={t('profile.email.password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        <Button type="submit" loading={state.isLoading}>
          {t('profile.email.submit')}
        </Button>
      </form>
    </Card>
  );
}

/**
 * Password change with the old password. Every other session ends; this one goes on with the fresh token of the
 * answer. A wrong old password shows the spec's "Error during password change".
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [change, state] = useChangePasswordMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ChangePasswordBodyInput,
    unknown,
    ChangePasswordBody
  >({
    resolver: formResolver(changePasswordBodySchema),
    defaultValues: { old_password: '', new_password: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (body) => {
    try {
      const token = await change(body).unwrap();
      writeAccessTokenCookie(token.token);
      dispatch(loggedIn({ token: token.token, email: token.user_email, at: new Date().toISOString() }));
      reset();
      dispatch(showSnackbar({ key: 'training:profile.password.saved', severity: 'success' }));
    } catch (caught) {
      const message = errorText(caught as Parameters<typeof errorText>[0]);
      if (!applyServerErrors(caught, setError, ['old_password', 'new_password'], message)) {
        setError('root', { message });
      }
    }
  });
  return (
    <Card title={t('profile.password.title')} data-testid="password-change">
      <form onSubmit={submit} noValidate aria-label={t('profile.password.title')}>
        <TextField
          label={t('profile.password.old')}
          type="password"
          autoComplete="current-password"
          {...register('old_password')}
          error={errors.old_password?.message}
        />
        <TextField
          label={t('profile.password.new')}
          hint={t('profile.password.rule')}
          type="password"
          autoComplete="new-password"
          {...register('new_password')}
          error={errors.new_password?.message}
        />
        <p>{t('profile.password.sessions')}</p>
        {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        <Button type="submit" loading={state.isLoading}>
          {t('profile.password.submit')}
        </Button>
      </form>
    </Card>
  );
}
