import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Checkbox, TextField } from '@officefit/ui';
import type { ContactField, ContactFormApi, TrialOption } from './use-contact-form';

/** An empty text of an optional field is not sent (the contract rejects an empty employee count). */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const useFieldError = (form: ContactFormApi) => (field: ContactField) =>
  form.formState.errors[field]?.message;

/** Who asks: name, e-mail, company and phone, two columns from tablet width. */
export function ContactPersonFields({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('marketing');
  const error = useFieldError(form);
  const { register } = form;
  return (
    <Row>
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        required
        error={error('name')}
        {...register('name')}
      />
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        required
        error={error('email')}
        {...register('email')}
      />
      <TextField
        label={t('contact.company')}
        autoComplete="organization"
        error={error('company')}
        {...register('company', { setValueAs: blankAsMissing })}
      />
      <TextField
        label={t('contact.phone')}
        type="tel"
        autoComplete="tel"
        error={error('phone')}
        {...register('phone', { setValueAs: blankAsMissing })}
      />
    </Row>
  );
}

/** The trial-week box and, once ticked, the number of employees (nothing when the form offers no trial). */
export function ContactTrialFields({
  form,
  trialOption,
  trial,
}: {
  form: ContactFormApi;
  trialOption: TrialOption;
  trial: boolean | undefined;
}) {
  const { t } = useTranslation('marketing');
  const error = useFieldError(form);
  if (trialOption === 'none') return null;
  return (
    <>
      <Checkbox label={t('contact.trial')} hint={t('contact.trialHint')} {...form.register('trial')} />
      {trial && (
        <TextField
          label={t('contact.employees')}
          inputMode="numeric"
          error={error('employees')}
          {...form.register('employees', { setValueAs: blankAsMissing, shouldUnregister: true })}
        />
      )}
    </>
  );
}

/** The message (optional with a trial request) and the privacy consent. */
export function ContactMessageFields({ form, trial }: { form: ContactFormApi; trial: boolean | undefined }) {
  const { t } = useTranslation('marketing');
  const error = useFieldError(form);
  return (
    <>
      <TextField
        multiline
        label={t('contact.message')}
        required={!trial}
        error={error('message')}
        {...form.register('message')}
      />
      <Checkbox
        label={t('contact.consent')}
        hint={<Link to="/special/privacy">{t('contact.privacyLink')}</Link>}
        required
        error={error('consent')}
        {...form.register('consent')}
      />
    </>
  );
}
