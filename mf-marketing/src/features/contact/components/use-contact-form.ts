import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toApiFailure } from '@officefit/api';
import { contactBodySchema, type ContactBody, type ContactBodyInput } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { formResolver } from '@officefit/i18n/form';
import { useContentLang } from '../../../lib/lang';
import { useSendContactRequestMutation, type ContactReceipt } from '../api/send-contact-request';

export type ContactField = keyof ContactBodyInput;
export type ContactFormApi = UseFormReturn<ContactBodyInput, unknown, ContactBody>;

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
const resolver = formResolver<ContactBodyInput, ContactBody>(contactBodySchema);

/** `none`: a plain contact form; `offered`: the trial week can be ticked; `preselected`: ticked already. */
export type TrialOption = 'none' | 'offered' | 'preselected';

/**
 * The contact form's state: validated by the request contract on submit (then live; react-hook-form focuses the
 * first wrong field), server field errors set on their fields, a translated failure key for other refusals and
 * the receipt once sent (focused, so a screen reader announces it).
 */
export function useContactForm(trialOption: TrialOption) {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const form = useForm<ContactBodyInput, unknown, ContactBody>({
    resolver,
    // consent starts unticked (undefined: the contract's input type allows only true)
    defaultValues: { name: '', email: '', message: '', trial: trialOption === 'preselected' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const [send, { isLoading }] = useSendContactRequestMutation();
  const doneRef = useRef<HTMLDivElement>(null);

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
          form.setError(field, { type: 'server', message: t(text) });
        }
        setFailure('common:errors.checkEntries');
      } else if (apiFailure.status === 429) {
        setFailure('contact.errors.tooMany');
      } else {
        setFailure('common:errors.transfer');
      }
    }
  };

  return { form, onSubmit: form.handleSubmit(submit), failure, receipt, sending: isLoading, doneRef };
}
