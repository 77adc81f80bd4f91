import { useState } from 'react';
import { FormProvider, useForm, deferredForm } from '../../../lib/forms/form-engine';
import { Link } from 'react-router-dom';
import { openLoginDialog, useAppDispatch, useCheckRegistrationEmailMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Checkbox } from '@officefit/ui';
import { useFieldError } from '../../../lib/forms/field-error';
import { AlertAction } from '../../../lib/alert-action';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { NewPasswordFields } from '../../../lib/forms/password-fields';
import { EmailField } from '../../../lib/forms/person-fields';
import { lazyFormResolver } from '../../../lib/forms/lazy-resolver';
import type { AccountOutput, AccountValues } from '../values';
import { StepActions } from '../../../lib/step-actions';

const accountForm = lazyFormResolver<AccountValues, AccountOutput>(() =>
  import('../form').then((m) => m.accountStepSchema),
);

/** The e-mail already has an account: a way to the login instead. */
function ExistingAccountNotice() {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const login = () => dispatch(openLoginDialog({ afterLoginPath: null }));
  return (
    <Alert severity="info" title={t('registration.account.exists')} data-testid="account-exists">
      {t('registration.account.existsText')}
      <AlertAction>
        <Button type="button" variant="text" size="sm" onClick={login}>
          {t('registration.account.toLogin')}
        </Button>
      </AlertAction>
    </Alert>
  );
}

/**
 * Step 1: e-mail, password (with the strength hint), terms and privacy consent. An e-mail that already has an
 * account shows the account-exists notice with a link that opens the login (the login tells the same).
 */
function AccountStepForm({
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
  const fieldError = useFieldError();
  const [checkEmail, { isLoading: checking }] = useCheckRegistrationEmailMutation();
  const [exists, setExists] = useState(emailExists);
  const form = useForm<AccountValues, unknown, AccountOutput>({
    resolver: accountForm.resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { register, handleSubmit, getValues, formState } = form;
  const focus = useFocusFirstError();
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

  return (
    <FormProvider {...form}>
      <form
        ref={focus.ref}
        onSubmit={submit}
        onFocus={accountForm.preload}
        noValidate
        aria-label={t('registration.steps.account')}
      >
        {exists && <ExistingAccountNotice />}
        <EmailField onChange={() => setExists(false)} />
        <NewPasswordFields />
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
    </FormProvider>
  );
}

/** Renders at once and downloads react-hook-form on first use (forms/form-engine.tsx). */
export const AccountStep = deferredForm(AccountStepForm);
