import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from '../../../lib/forms/form-engine';
import { SelectField } from '../../../lib/forms/bound-fields';
import { showSnackbar, useAppDispatch, useCancelWithoutLoginMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, TextField } from '@officefit/ui';
import { useFieldError } from '../../../lib/forms/field-error';
import { formResolver } from '../../../lib/forms/resolver';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { BirthdateField, EmailField, NameFields } from '../../../lib/forms/person-fields';
import {
  emptyWithoutLogin,
  withoutLoginSchema,
  type WithoutLoginOutput,
  type WithoutLoginValues,
} from '../form';
import { reasonOptions } from './reason-options';

/**
 * The cancellation button of § 312k BGB for visitors: e-mail plus contract data. The answer is the same whether
 * the data matched or not, so the screen says only "if the data match, you receive a confirmation e-mail".
 */
export function CancelWithoutLogin() {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const fieldError = useFieldError();
  const [cancel, { isLoading }] = useCancelWithoutLoginMutation();
  const [received, setReceived] = useState(false);
  const answer = useRef<HTMLDivElement>(null);
  const form = useForm<WithoutLoginValues, unknown, WithoutLoginOutput>({
    resolver: formResolver(withoutLoginSchema),
    defaultValues: emptyWithoutLogin,
    shouldFocusError: false,
  });
  const { register, handleSubmit, control, formState } = form;
  const focus = useFocusFirstError();
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      await cancel(body).unwrap();
      setReceived(true);
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  }, focus.onInvalid);

  // the answer replaces a long form: the page may be scrolled far below it, so it is brought into view and gets
  // the focus (screen readers read it at once)
  useEffect(() => {
    if (!received || !answer.current) return;
    answer.current.scrollIntoView({ block: 'center' });
    answer.current.focus({ preventScroll: true });
  }, [received]);

  if (received) {
    return (
      <div ref={answer} tabIndex={-1}>
        <Alert severity="success" title={t('termination.received')} data-testid="termination-received">
          {t('termination.receivedText')}
        </Alert>
      </div>
    );
  }
  return (
    <FormProvider {...form}>
      <form ref={focus.ref} onSubmit={submit} noValidate aria-label={t('termination.withoutLogin')}>
        <p>{t('termination.withoutLoginIntro')}</p>
        <EmailField label={t('termination.email')} />
        <NameFields />
        <p>{t('termination.contractDataHint')}</p>
        <TextField
          label={t('termination.contractReference')}
          hint={t('termination.contractReferenceHint')}
          autoComplete="off"
          {...register('contract_reference')}
          error={fieldError(errors.contract_reference)}
        />
        <BirthdateField />
        <SelectField
          control={control}
          name="reason"
          label={t('termination.reasonOptional')}
          options={reasonOptions(t)}
          error={fieldError(errors.reason)}
        />
        <Button type="submit" loading={isLoading}>
          {t('termination.submitWithoutLogin')}
        </Button>
      </form>
    </FormProvider>
  );
}
