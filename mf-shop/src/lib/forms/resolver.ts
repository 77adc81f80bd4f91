// The forms' resolver: the shared wording of @officefit/i18n (validationErrorMap, namespace `validation`) for
// every zod issue of the domain schemas, with the shop's own texts first where the shop knows better — its own
// refinement codes (`password_mismatch`, `mandate_required`) and field-specific texts for typed fields (an IBAN,
// a phone number, a code) — from `shop:validation.<code>`.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as core from 'zod/v4/core';
import { i18n, validationErrorMap, type ValidationIssue } from '@officefit/i18n';

type Issue = core.$ZodRawIssue;

/** Typed fields whose wrong format has a field-specific text. */
const FORMAT_CODES: Record<string, string> = {
  iban: 'iban_invalid',
  bic: 'bic_invalid',
  postal_code: 'postal_code_invalid',
  phone_number: 'phone_invalid',
  code: 'code_invalid',
};

/** The shop's own code for an issue, when it has a text for it. */
export function shopCode(issue: Issue): string | undefined {
  const own = (issue as { params?: { code?: unknown } }).params?.code;
  if (typeof own === 'string') return own;
  const field = String(issue.path?.at(-1) ?? '');
  // an empty field is "required" (the shared texts), not "enter a valid IBAN"
  const blank = issue.input === undefined || issue.input === null || issue.input === '';
  if (blank) return undefined;
  if (issue.code === 'invalid_format' || (issue.code === 'too_big' && issue.origin === 'string')) {
    return FORMAT_CODES[field];
  }
  return undefined;
}

/** The message of one issue in the current interface language. */
export function shopErrorMap(issue: Issue): string {
  // no option of a choice (access or payment type) taken yet: "please choose", not "check this"
  if (issue.code === 'invalid_union' && issue.path?.at(-1) === 'type') return i18n.t('validation:choose');
  const code = shopCode(issue);
  if (code && i18n.exists(`shop:validation.${code}`)) return i18n.t(`shop:validation.${code}`);
  return validationErrorMap(issue as ValidationIssue);
}

/** react-hook-form resolver for a schema: validated output on success, translated messages on the fields. */
export function formResolver<TValues extends FieldValues, TOutput>(
  // any zod schema: the account forms' are on zod/mini, the checkout's on the classic API (same core)
  schema: core.$ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  const resolver = zodResolver(schema as core.$ZodType<TOutput, FieldValues>, { error: shopErrorMap });
  return resolver as unknown as Resolver<TValues, unknown, TOutput>;
}
