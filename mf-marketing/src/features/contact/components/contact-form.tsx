import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { ContactMessageFields, ContactPersonFields, ContactTrialFields } from './contact-form-fields';
import { useContactForm, type TrialOption } from './use-contact-form';

const Form = styled.form`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Success = styled.div`
  max-width: 40rem;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The contact form with the optional trial-week request (its state in `useContactForm`): server field errors next
 * to their fields, a translated message for other failures and a confirmation once sent.
 */
export default function ContactForm({
  trialOption,
  labelledBy,
}: {
  trialOption: TrialOption;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}) {
  const { t } = useTranslation('marketing');
  const { form, onSubmit, failure, receipt, sending, doneRef } = useContactForm(trialOption);
  const trial = form.watch('trial');

  if (receipt) {
    return (
      <Success ref={doneRef} tabIndex={-1}>
        <Alert severity="success" title={t(receipt.trial ? 'contact.done.trialTitle' : 'contact.done.title')}>
          {t(receipt.trial ? 'contact.done.trialText' : 'contact.done.text')}
        </Alert>
      </Success>
    );
  }

  return (
    <Form
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('contact.formLabel')}
      onSubmit={(e) => void onSubmit(e)}
    >
      {failure && <Alert severity="error">{t(failure)}</Alert>}
      <ContactPersonFields form={form} />
      <ContactTrialFields form={form} trialOption={trialOption} trial={trial} />
      <ContactMessageFields form={form} trial={trial} />
      <Button type="submit" loading={sending}>
        {t(trial ? 'contact.submitTrial' : 'contact.submit')}
      </Button>
    </Form>
  );
}
