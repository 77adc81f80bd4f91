import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MembershipOverview } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Stack, TextField } from '@officefit/ui';
import { RadioGroupField } from '../../../lib/forms/bound-fields';
import { useFieldError } from '../../../lib/forms/field-error';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { formatDate, formatPrice } from '../../../lib/format';
import { StepActions } from '../../../lib/step-actions';
import type { ReasonOutput } from '../form';
import { reasonOptions } from './reason-options';
import type { ReasonForm } from './use-termination-wizard';

const Benefits = styled.ul`
  padding-left: 1.2rem;
`;

const BENEFITS = ['plan', 'community', 'points'] as const;

/** Step 1: what the member would give up, with a way to keep the membership. */
export function RetentionStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('shop');
  return (
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
        <Button onClick={onContinue}>{t('termination.continue')}</Button>
      </Stack>
    </>
  );
}

/** Step 2: the reason and an optional free text, checked by the contract. */
export function ReasonStep({
  form,
  label,
  onBack,
  onNext,
}: {
  form: ReasonForm;
  label: string | undefined;
  onBack: () => void;
  onNext: (output: ReasonOutput) => void;
}) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const focus = useFocusFirstError();
  const { errors } = form.formState;
  return (
    <form ref={focus.ref} onSubmit={form.handleSubmit(onNext, focus.onInvalid)} noValidate aria-label={label}>
      <RadioGroupField
        control={form.control}
        name="reason"
        label={t('termination.reason')}
        options={reasonOptions(t)}
        error={fieldError(errors.reason)}
        required
      />
      <TextField
        label={t('termination.text')}
        multiline
        {...form.register('text')}
        error={fieldError(errors.text)}
      />
      <StepActions onBack={onBack} />
    </form>
  );
}

/** Step 3: when the membership ends and what is refunded, then the cancellation itself. */
export function ConfirmStep({
  overview,
  endsAt,
  label,
  busy,
  onBack,
  onConfirm,
}: {
  overview: MembershipOverview;
  endsAt: string | null;
  label: string | undefined;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <>
      <p data-testid="termination-summary">
        {overview.cancel_ends_immediately
          ? t('termination.confirmEndsNow')
          : endsAt
            ? t('termination.confirmEnds', { date: formatDate(endsAt) })
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
          onConfirm();
        }}
        aria-label={label}
      >
        <StepActions onBack={onBack} submitLabel={t('termination.confirm')} busy={busy} />
      </form>
    </>
  );
}
