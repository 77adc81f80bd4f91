import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from '@officefit/i18n';

/**
 * The text beside a field: react-hook-form errors already hold the translated message (formResolver, or a
 * server answer set with `useServerMessage`); a parent of nested errors has none of its own.
 */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  return (error) => (typeof error?.message === 'string' && error.message ? error.message : undefined);
}

/** The text of a server error code that belongs to one field (`voucher_used`, `access_code_full`, …). */
export function useServerMessage(): (code: string) => string {
  const { t, i18n } = useTranslation('shop');
  return (code) =>
    i18n.exists(`shop:validation.${code}`) ? t(`validation.${code}`) : t('common:errors.checkInput');
}

/** Form inputs give '' for an empty optional field; the wire schemas want the key left out. */
export function withoutBlanks<T>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== '' && v !== undefined && v !== null)
    .map(([k, v]) => [k, withoutBlanks(v)]);
  return Object.fromEntries(entries) as T;
}

/** The error at a nested path ("payment.iban") of react-hook-form's error tree, when it has a message. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): FieldError | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return found && typeof (found as FieldError).message === 'string' ? (found as FieldError) : undefined;
}
