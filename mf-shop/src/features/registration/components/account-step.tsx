import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { openLoginDialog, useAppDispatch, useCheckRegistrationEmailMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Checkbox, TextField } from '@officefit/ui';
import { useFieldError } from '../../forms/field-error';
import { formResolver } from '../../forms/resolver';
import { useFocusFirstError } from '../../forms/focus-first-error';
import {
  accountStepSchema,
  passwordRulesMet,
  PASSWORD_RULES,
  type AccountOutput,
  type AccountValues,
} from '../form';
import { StepActions } from './step-actions';

/** "Weak / medium / strong" and the rules of spec §5 still missing, in the password field's hint. */
function StrengthHint({ password }: { password: string }) {
  const { t } = useTranslation('shop');
  const rules = passwordRulesMet(password);
  const missing = PASSWORD_RULES.filter((rule) => !rules[rule]);
  const met = PASSWORD_RULES.length - missing.length;
  const level = missing.length === 0 ? 'strong' : met >= 3 ? 'medium' : 'weak';
  const list = missing.map((rule) => t(`registration.account.rules.${rule}`)).join(', ');
  return (
    <span aria-live="polite">
      {password && `${t(`registration.account.strength.${level}`)}. `}
      {missing.length > 0 && t('registration.account.missing', { rules: list })}
    </span>
  );
}

/**
 * Step 1: e-mail, password (with the strength hint), terms and privacy consent. An e-mail that already has an
 * account shows the account-exists notice with a link that opens the login (the login tells the same).
 */
export function AccountStep({
  defaultValues,
  emailExists,
  onNext,
}: {
  defaultValues: AccountValues;
  /** Set when the registration itself answered registration_email_exists. */
  emailExists: boolean;
  onNext: (values: AccountValues, output: AccountOutput) => void;
}) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const fieldError = useFieldError();
  const [checkEmail, { isLoading: checking }] = useCheckRegistrationEmailMutation();
  const [exists, setExists] = useState(emailExists);
  const { register, handleSubmit, control, getValues, formState } = useForm<
    AccountValues,
    unknown,
    AccountOutput
  >({ resolver: formResolver(accountStepSchema), defaultValues, shouldFocusError: false });
  const focus = useFocusFirstError();
  const password = useWatch({ control, name: 'password' });
  const { errors } = formState;

  const submit = handleSubmit(async (output) => {
    try {
      const { exists: taken } = await checkEmail({ email: output.email }).unwrap();
      setExists(taken);
      if (taken) return;
    } catch {
      // the check is a convenience: the registration itself refuses an existing e-mail as well
    }
    onNext(getValues(), output);
  }, focus.onInvalid);

  const login = () => dispatch(openLoginDialog({ afterLoginPath: null }));

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate aria-label={t('registration.steps.account')}>
      {exists && (
        <Alert
          severity="info"
          title={t('registration.account.exists')}
          action={
            <Button type="button" variant="text" size="sm" onClick={login}>
              {t('registration.account.toLogin')}
            </Button>
          }
          data-testid="account-exists"
        >
          {t('registration.account.existsText')}
        </Alert>
      )}
      <TextField
        label={t('registration.account.email')}
        type="email"
        autoComplete="email"
        {...register('email', { onChange: () => setExists(false) })}
        error={fieldError(errors.email)}
        required
      />
      <TextField
        label={t('registration.account.password')}
        type="password"
        autoComplete="new-password"
        {...register('password')}
        hint={<StrengthHint password={password} />}
        error={fieldError(errors.password)}
        required
      />
      <TextField
        label={t('registration.account.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        {...register('password_repeat')}
        error={fieldError(errors.password_repeat)}
        required
      />
      <Checkbox
        label={
          <>
            {t('registration.account.termsBefore')}
            <Link to="/special/terms" target="_blank">
              {t('registration.account.termsLink')}
            </Link>
            {t('registration.account.termsAfter')}
          </>
        }
        {...register('terms')}
        error={fieldError(errors.terms)}
        required
      />
      <Checkbox
        label={
          <>
            {t('registration.account.privacyBefore')}
            <Link to="/special/privacy" target="_blank">
              {t('registration.account.privacyLink')}
            </Link>
            {t('registration.account.privacyAfter')}
          </>
        }
        {...register('privacy')}
        error={fieldError(errors.privacy)}
        required
      />
      <StepActions busy={checking} />
    </form>
  );
}
