// The person fields the account screens share (registration step 1 and 2, cancellation without login): names,
// e-mail and birthdate, each labelled and wired to the form around it.
import { useUserToday } from '@officefit/api';
import { birthdateBounds } from '@officefit/domain';
import { TextField } from '@officefit/ui';
import { useFields } from './use-fields';

/** First and last name (both required). */
export function NameFields({ prefix = '' }: { prefix?: string }) {
  const { t, register, error } = useFields(prefix);
  return (
    <>
      <TextField
        label={t('forms.person.firstName')}
        autoComplete="given-name"
        {...register('first_name')}
        error={error('first_name')}
        required
      />
      <TextField
        label={t('forms.person.lastName')}
        autoComplete="family-name"
        {...register('last_name')}
        error={error('last_name')}
        required
      />
    </>
  );
}

/** The e-mail address; `label` for a screen that asks for a particular one ("your account's e-mail"). */
export function EmailField({
  prefix = '',
  label,
  onChange,
}: {
  prefix?: string;
  label?: string;
  onChange?: () => void;
}) {
  const { t, form, at, error } = useFields(prefix);
  return (
    <TextField
      label={label ?? t('forms.person.email')}
      type="email"
      autoComplete="email"
      {...form.register(at('email'), { onChange })}
      error={error('email')}
      required
    />
  );
}

/** The date of birth (optional where it is asked), picked within the range every birthdate field shares. */
export function BirthdateField({ prefix = '' }: { prefix?: string }) {
  const { t, register, error } = useFields(prefix);
  const bounds = birthdateBounds(useUserToday());
  return (
    <TextField
      label={t('forms.person.birthdate')}
      type="date"
      min={bounds.min}
      max={bounds.max}
      autoComplete="bday"
      {...register('birthdate')}
      error={error('birthdate')}
    />
  );
}
