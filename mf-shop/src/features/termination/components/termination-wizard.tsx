import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from '../../../lib/forms/form-engine';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CancelMembershipResponse, MembershipOverview } from '@officefit/domain';
import {
  showSnackbar,
  useAppDispatch,
  useCancelMembershipMutation,
  useGetMembershipQuery,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, QueryState, RadioGroup, Stack, Stepper, TextField } from '@officefit/ui';
import { useFieldError } from '../../../lib/forms/field-error';
import { formResolver } from '../../../lib/forms/resolver';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { formatDate, formatPrice } from '../../../lib/format';
import { reasonSchema, type ReasonOutput, type ReasonValues } from '../form';
import { reasonOptions } from './reason-options';
import { StepActions } from '../../../lib/step-actions';

const Benefits = styled.ul`
  padding-left: 1.2rem;
`;

const BENEFITS = ['plan', 'community', 'points'] as const;

/** The end of the cancelled membership and the refund, after POST membership/cancel. */
export function TerminationDone({ result }: { result: CancelMembershipResponse }) {
  const { t } = useTranslation('shop');
  const { ends_at: endsAt } = result.membership;
  const text = result.ended_immediately
    ? t('termination.doneEndedNow')
    : endsAt
      ? t('termination.doneEnds', { date: formatDate(endsAt) })
      : t('termination.doneText');
  return (
    <Alert severity="success" title={t('termination.doneTitle')} data-testid="termination-done">
      <p>{text}</p>
      {result.refund_cents > 0 && (
        <p>{t('termination.refund', { amount: formatPrice(result.refund_cents) })}</p>
      )}
    </Alert>
  );
}

function Wizard({ overview }: { overview: MembershipOverview }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const fieldError = useFieldError();
  const [cancel, { isLoading }] = useCancelMembershipMutation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [reason, setReason] = useState<ReasonOutput | null>(null);
  const [result, setResult] = useState<CancelMembershipResponse | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { register, handleSubmit, control, formState } = useForm<ReasonValues, unknown, ReasonOutput>({
    resolver: formResolver(reasonSchema),
    defaultValues: { reason: '', text: '' },
    shouldFocusError: false,
  });
  const focus = useFocusFirstError();
  const { errors } = formState;

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  if (result) return <TerminationDone result={result} />;
  const current = overview.current;
  if (!overview.can_cancel || !current) {
    return (
      <Alert severity="info" data-testid="termination-not-possible">
        {t('termination.notPossible')} <Link to="/extend">{t('registration.toMembership')}</Link>
      </Alert>
    );
  }

  const confirm = async () => {
    if (!reason) return;
    try {
      setResult(await cancel(reason).unwrap());
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.unexpected', severity: 'error' }));
    }
  };

  const steps = [
    t('termination.steps.retention'),
    t('termination.steps.reason'),
    t('termination.steps.confirm'),
  ];
  return (
    <>
      <Stepper steps={steps} current={step} />
      <h2 ref={heading} tabIndex={-1}>
        {step === 1 ? t('termination.retentionTitle') : steps[step - 1]}
      </h2>
      {step === 1 && (
        <>
          <p>{t('termination.retentionText')}</p>
          <Benefits>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{t(`termination.benefits.${benefit}`)}</li>
            ))}
          </Benefits>
          <Stack direction="responsive-row" gap="sm" justify="space-between">
            <Button as={Link} to="/home" variant="secondary">
              {t('termination.keep')}
            </Button>
            <Button onClick={() => setStep(2)}>{t('termination.continue')}</Button>
          </Stack>
        </>
      )}
      {step === 2 && (
        <form
          ref={focus.ref}
          onSubmit={handleSubmit((output) => {
            setReason(output);
            setStep(3);
          }, focus.onInvalid)}
          noValidate
          aria-label={steps[1]}
        >
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <RadioGroup
                label={t('termination.reason')}
                name={field.name}
                value={field.value || undefined}
                onChange={field.onChange}
                options={reasonOptions(t)}
                error={fieldError(errors.reason)}
                required
              />
            )}
          />
          <TextField
            label={t('termination.text')}
            multiline
            {...register('text')}
            error={fieldError(errors.text)}
          />
          <StepActions onBack={() => setStep(1)} />
        </form>
      )}
      {step === 3 && (
        <>
          <p data-testid="termination-summary">
            {overview.cancel_ends_immediately
              ? t('termination.confirmEndsNow')
              : current.ends_at
                ? t('termination.confirmEnds', { date: formatDate(current.ends_at) })
                : t('termination.confirmText')}
          </p>
          {overview.refund_if_cancelled_cents > 0 && (
            <Alert severity="info">
              {t('termination.refund', { amount: formatPrice(overview.refund_if_cancelled_cents) })}
            </Alert>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
            aria-label={steps[2]}
          >
            <StepActions onBack={() => setStep(2)} submitLabel={t('termination.confirm')} busy={isLoading} />
          </form>
        </>
      )}
    </>
  );
}

/** The logged-in cancellation in 3 steps (spec §2): retention screen, reason with free text, confirmation. */
export function TerminationWizard() {
  const query = useGetMembershipQuery();
  return <QueryState query={query}>{(overview) => <Wizard overview={overview} />}</QueryState>;
}
