import { useWatch } from './form-engine';
import { useTranslation } from '@officefit/i18n';
import { TextField } from '@officefit/ui';
import { passwordRulesMet, PASSWORD_RULES } from './password-rules';
import { useFields } from './use-fields';

/** "Weak / medium / strong" and the rules of spec §5 still missing, in the password field's hint. */
function StrengthHint({ password }: { password: string }) {
  const { t } = useTranslation('shop');
  const rules = passwordRulesMet(password);
  const missing = PASSWORD_RULES.filter((rule) => !rules[rule]);
  const met = PASSWORD_RULES.length - missing.length;
  const level = missing.length === 0 ? 'strong' : met >= 3 ? 'medium' : 'weak';
  const list = missing.map((rule) => t(`forms.password.rules.${rule}`)).join(', ');
  return (
    <span aria-live="polite">
      {password && `${t(`forms.password.strength.${level}`)}. `}
      {missing.length > 0 && t('forms.password.missing', { rules: list })}
    </span>
  );
}

/** A new password with its strength hint, and the password repeated (`password`, `password_repeat`). */
export function NewPasswordFields({ prefix = '' }: { prefix?: string }) {
  const { t, form, at, register, error } = useFields(prefix);
  const password = useWatch({ control: form.control, name: at('password') }) as string | undefined;
  return (
    <>
      <TextField
        label={t('forms.password.password')}
        type="password"
        autoComplete="new-password"
        {...register('password')}
        hint={<StrengthHint password={password ?? ''} />}
        error={error('password')}
        required
      />
      <TextField
        label={t('forms.password.repeat')}
        type="password"
        autoComplete="new-password"
        {...register('password_repeat')}
        error={error('password_repeat')}
        required
      />
    </>
  );
}
