import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Checkbox, TextField } from '@officefit/ui';
import { useContentLang } from '../../../lib/lang';
import { useSendContactRequestMutation, type ContactReceipt } from '../api/send-contact-request';
import {
  EMPTY_CONTACT,
  serverFieldErrors,
  toContactBody,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../model/validate-contact';

/** `none`: a plain contact form; `offered`: the trial week can be ticked; `preselected`: ticked already. */
export type TrialOption = 'none' | 'offered' | 'preselected';

const Form = styled.form`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Success = styled.div`
  max-width: 40rem;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The contact form with the optional trial-week request: client validation on submit (then live), server field
 * errors next to their fields, a translated message for other failures and a confirmation once sent.
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
  const { lang } = useContentLang();
  const [values, setValues] = useState<ContactValues>({
    ...EMPTY_CONTACT,
    trial: trialOption === 'preselected',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const [send, { isLoading }] = useSendContactRequestMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (receipt) doneRef.current?.focus();
  }, [receipt]);

  const set = <K extends ContactField>(field: K, value: ContactValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validateContact(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      setReceipt(await send(toContactBody(values, lang)).unwrap());
    } catch (error) {
      const apiFailure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
      if (apiFailure.code === 'rest_invalid_param' && Object.keys(apiFailure.params).length > 0) {
        setErrors(serverFieldErrors(apiFailure.params));
        setFailure('common:errors.checkEntries');
      } else if (apiFailure.status === 429) {
        setFailure('contact.errors.tooMany');
      } else {
        setFailure('common:errors.transfer');
      }
    }
  };

  if (receipt) {
    return (
      <Success ref={doneRef} tabIndex={-1}>
        <Alert severity="success" title={t(receipt.trial ? 'contact.done.trialTitle' : 'contact.done.title')}>
          {t(receipt.trial ? 'contact.done.trialText' : 'contact.done.text')}
        </Alert>
      </Success>
    );
  }

  const error = (field: ContactField) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Form
      ref={formRef}
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('contact.formLabel')}
      onSubmit={(e) => void submit(e)}
    >
      {failure && <Alert severity="error">{t(failure)}</Alert>}
      <Row>
        <TextField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={error('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={error('email')}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={t('contact.company')}
          name="company"
          autoComplete="organization"
          value={values.company}
          error={error('company')}
          onChange={(e) => set('company', e.target.value)}
        />
        <TextField
          label={t('contact.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          error={error('phone')}
          onChange={(e) => set('phone', e.target.value)}
        />
      </Row>
      {trialOption !== 'none' && (
        <>
          <Checkbox
            label={t('contact.trial')}
            hint={t('contact.trialHint')}
            name="trial"
            checked={values.trial}
            onChange={(e) => set('trial', e.target.checked)}
          />
          {values.trial && (
            <TextField
              label={t('contact.employees')}
              name="employees"
              inputMode="numeric"
              value={values.employees}
              error={error('employees')}
              onChange={(e) => set('employees', e.target.value)}
            />
          )}
        </>
      )}
      <TextField
        multiline
        label={t('contact.message')}
        name="message"
        required={!values.trial}
        value={values.message}
        error={error('message')}
        onChange={(e) => set('message', e.target.value)}
      />
      <Checkbox
        label={t('contact.consent')}
        hint={<Link to="/special/privacy">{t('contact.privacyLink')}</Link>}
        name="consent"
        required
        checked={values.consent}
        error={error('consent')}
        onChange={(e) => set('consent', e.target.checked)}
      />
      <Button type="submit" loading={isLoading}>
        {t(values.trial ? 'contact.submitTrial' : 'contact.submit')}
      </Button>
    </Form>
  );
}
