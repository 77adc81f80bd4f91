import { useTranslation } from '@officefit/i18n';
import { Spinner, Stepper } from '@officefit/ui';
import { AccessStep } from './access-step';
import { AccountStep } from './account-step';
import { PersonalStep } from './personal-step';
import { useRegistrationWizard } from './use-registration-wizard';

/**
 * The 3-step registration (spec §2): each step keeps its entries when going back; the last step sends one POST
 * registration (with an idempotency key, so a retried submit creates one account), stores the token as the
 * login does and continues to the health profile. `onRegistered` tells the page that the login that follows
 * is this registration's (so it keeps the wizard, which navigates on, instead of the "already logged in" notice).
 */
export function RegistrationWizard({ onRegistered }: { onRegistered?: () => void }) {
  const { t } = useTranslation('shop');
  const wizard = useRegistrationWizard(onRegistered);
  const { step } = wizard;

  if (wizard.done) return <Spinner />;

  const steps = [
    t('registration.steps.account'),
    t('registration.steps.personal'),
    t('registration.steps.access'),
  ];
  return (
    <>
      <Stepper steps={steps} current={step} />
      <h2 ref={wizard.heading} tabIndex={-1}>
        {steps[step - 1]}
      </h2>
      {step === 1 && (
        <AccountStep
          defaultValues={wizard.account}
          emailExists={wizard.emailExists}
          onNext={wizard.accountDone}
        />
      )}
      {step === 2 && (
        <PersonalStep
          defaultValues={wizard.personal}
          onBack={wizard.personalBack}
          onNext={wizard.personalDone}
        />
      )}
      {step === 3 && (
        <AccessStep
          defaultValues={wizard.access}
          employment={wizard.personal.employment}
          company={wizard.company}
          onCompany={wizard.setCompany}
          serverError={wizard.serverError}
          busy={wizard.busy}
          onBack={wizard.accessBack}
          onSubmit={(values, output) => void wizard.submit(values, output)}
        />
      )}
    </>
  );
}
