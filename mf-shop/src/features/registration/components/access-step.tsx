import { useEffect } from 'react';
import { FormProvider, useForm } from '../../../lib/forms/form-engine';
import type { AccessCodeResponse } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { useServerMessage } from '../../../lib/forms/field-error';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { lazyFormResolver } from '../../../lib/forms/lazy-resolver';
import type { AccessOutput, AccessValues } from '../values';
import { StepActions } from '../../../lib/step-actions';
import { CompanyAccessFields, PrivateAccessFields } from './access-fields';

/** A server answer that belongs to one field of this step (e.g. voucher_used on the code). */
export interface AccessServerError {
  field:
    'access.code' | 'access.subcategory_id' | 'access.type' | 'access.payment.iban' | 'access.payment.bic';
  code: string;
}

const accessForm = lazyFormResolver<AccessValues, AccessOutput>(() =>
  import('../form').then((m) => m.accessStepSchema),
);

/**
 * Step 3: how the account gets access. Employees enter their company access code (checked at once; then they
 * pick their location or department); private persons redeem a voucher, start the trial week or buy a
 * membership (duration, interval, SEPA or invoice, with the price of GET membership/offers).
 */
export function AccessStep({
  defaultValues,
  employment,
  company,
  onCompany,
  serverError,
  busy,
  onSubmit,
  onBack,
}: {
  defaultValues: AccessValues;
  employment: string;
  /** The company of the last successful code check (kept by the wizard across Back). */
  company: AccessCodeResponse | null;
  onCompany: (company: AccessCodeResponse | null) => void;
  serverError: AccessServerError | null;
  busy: boolean;
  onSubmit: (values: AccessValues, output: AccessOutput) => void;
  onBack: (values: AccessValues) => void;
}) {
  const { t } = useTranslation('shop');
  const serverMessage = useServerMessage();
  const form = useForm<AccessValues, unknown, AccessOutput>({
    resolver: accessForm.resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { handleSubmit, getValues, setError } = form;
  const focus = useFocusFirstError();

  useEffect(() => {
    if (serverError) {
      setError(serverError.field, { message: serverMessage(serverError.code) }, { shouldFocus: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer; serverMessage is a new function each render
  }, [serverError, setError]);

  return (
    <FormProvider {...form}>
      <form
        ref={focus.ref}
        onSubmit={handleSubmit((output) => onSubmit(getValues(), output), focus.onInvalid)}
        onFocus={accessForm.preload}
        noValidate
        aria-label={t('registration.steps.access')}
      >
        {employment === 'company' ? (
          <CompanyAccessFields company={company} onCompany={onCompany} />
        ) : (
          <PrivateAccessFields />
        )}
        <StepActions onBack={() => onBack(getValues())} submitLabel={t('registration.submit')} busy={busy} />
      </form>
    </FormProvider>
  );
}
