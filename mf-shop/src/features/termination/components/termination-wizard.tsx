import { Link } from 'react-router-dom';
import type { CancelMembershipResponse, MembershipOverview } from '@officefit/domain';
import { useGetMembershipQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, QueryState, Stepper } from '@officefit/ui';
import { formatDate, formatPrice } from '../../../lib/format';
import { ConfirmStep, ReasonStep, RetentionStep } from './termination-steps';
import { useTerminationWizard } from './use-termination-wizard';

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
  const { step, setStep, heading, form, reasonChosen, confirm, cancelling, result } = useTerminationWizard();

  if (result) return <TerminationDone result={result} />;
  const current = overview.current;
  if (!overview.can_cancel || !current) {
    return (
      <Alert severity="info" data-testid="termination-not-possible">
        {t('termination.notPossible')} <Link to="/extend">{t('registration.toMembership')}</Link>
      </Alert>
    );
  }

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
      {step === 1 && <RetentionStep onContinue={() => setStep(2)} />}
      {step === 2 && (
        <ReasonStep form={form} label={steps[1]} onBack={() => setStep(1)} onNext={reasonChosen} />
      )}
      {step === 3 && (
        <ConfirmStep
          overview={overview}
          endsAt={current.ends_at}
          label={steps[2]}
          busy={cancelling}
          onBack={() => setStep(2)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}

/** The logged-in cancellation in 3 steps (spec §2): retention screen, reason with free text, confirmation. */
export function TerminationWizard() {
  const query = useGetMembershipQuery();
  return <QueryState query={query}>{(overview) => <Wizard overview={overview} />}</QueryState>;
}
