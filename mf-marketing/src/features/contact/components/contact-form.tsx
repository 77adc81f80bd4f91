import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { contactBodySchema, type ContactBody, type ContactBodyInput } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { formResolver } from '@officefit/i18n/form';
import { Alert, Button, Checkbox, TextField } from '@officefit/ui';
import { useContentLang } from '../../../lib/lang';
import { useSendContactRequestMutation, type ContactReceipt } from '../api/send-contact-request';

type ContactField = keyof ContactBodyInput;
const FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'phone',
  'employees',
  'message',
  'consent',
  'trial',
];
/** An empty text of an optional field is not sent (the contract rejects an empty employee count). */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const resolver = formResolver<ContactBodyInput, ContactBody>(contactBodySchema);

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
 * The contact form with the optional trial-week request: validated by the request contract on submit (then
 * live; react-hook-form focuses the first wrong field), server field errors next to their fields, a translated
 * message for other failures and a confirmation once sent.
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
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactBodyInput, unknown, ContactBody>({
    resolver,
    // consent starts unticked (undefined: the contract's input type allows only true)
    defaultValues: { name: '', email: '', message: '', trial: trialOption === 'preselected' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const [send, { isLoading }] = useSendContactRequestMutation();
  const doneRef = useRef<HTMLDivElement>(null);
  const trial = watch('trial');

  useEffect(() => {
    if (receipt) doneRef.current?.focus();
  }, [receipt]);

  const submit = async (body: ContactBody) => {
    setFailure(null);
    try {
      setReceipt(await send({ ...body, lang }).unwrap());
    } catch (error) {
      const apiFailure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
      if (apiFailure.code === 'rest_invalid_param' && Object.keys(apiFailure.params).length > 0) {
        for (const key of Object.keys(apiFailure.params)) {
          const field = key.split('.')[0] as ContactField;
          if (!FIELDS.includes(field)) continue;
          const text =
            field === 'email' || field === 'consent' ? `contact.errors.${field}` : 'contact.errors.invalid';
          setError(field, { type: 'server', message: t(text) });
        }
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

  const error = (field: ContactField) => errors[field]?.message;
  return (
    <Form
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('contact.formLabel')}
      onSubmit={(e) => void handleSubmit(submit)(e)}
    >
      {failure && <Alert severity="error">{t(failure)}</Alert>}
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
      {trialOption !== 'none' && (
        <>
          <Checkbox label={t('contact.trial')} hint={t('contact.trialHint')} {...register('trial')} />
          {trial && (
            <TextField
              label={t('contact.employees')}
              inputMode="numeric"
              error={error('employees')}
              {...register('employees', { setValueAs: blankAsMissing, shouldUnregister: true })}
            />
          )}
        </>
      )}
      <TextField
        multiline
        label={t('contact.message')}
        required={!trial}
        error={error('message')}
        {...register('message')}
      />
      <Checkbox
        label={t('contact.consent')}
        hint={<Link to="/special/privacy">{t('contact.privacyLink')}</Link>}
        required
        error={error('consent')}
        {...register('consent')}
      />
      <Button type="submit" loading={isLoading}>
        {t(trial ? 'contact.submitTrial' : 'contact.submit')}
      </Button>
    </Form>
  );
}
