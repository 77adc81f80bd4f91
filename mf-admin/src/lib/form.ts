// The admin forms' text of a server refusal by its code (the resolver of a contract schema is shared:
// `formResolver` of @officefit/i18n/form).
import { toApiFailure } from '@officefit/api';
import { i18n } from '@officefit/i18n';

/** The snackbar key of a refused request: `admin:errors.<code>` when there is a text for it, else the generic one. */
export function refusalKey(error: unknown): string {
  return codeKey(toApiFailure(error as never).code);
}

/** The snackbar key of an error code. */
export function codeKey(code: string): string {
  return i18n.exists(`admin:errors.${code}`) ? `admin:errors.${code}` : 'common:errors.transfer';
}
