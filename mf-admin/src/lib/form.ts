// The admin forms' text fields bound by name and the text of a server refusal by its code (the resolver of a
// contract schema is shared: `formResolver` of @officefit/i18n/form).
import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type FormState,
  type UseFormRegister,
} from 'react-hook-form';
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

/** A form's text fields by name (see fieldsOf). */
export interface FormFields<T extends FieldValues> {
  /** The field's registration and its error text. */
  register: <N extends FieldPath<T>>(
    name: N,
    options?: RegisterOptions<T, N>,
  ) => ReturnType<UseFormRegister<T>> & { error?: string };
}

/**
 * A form's text fields by name: `fields.register('email')` gives react-hook-form's registration and the field's
 * error text, so each name is written once and an error cannot land on another field. Call it while rendering (react-hook-form then
 * re-renders on new errors).
 */
export function fieldsOf<T extends FieldValues>({
  register,
  formState,
}: {
  register: UseFormRegister<T>;
  formState: FormState<NoInfer<T>>;
}): FormFields<T> {
  const { errors } = formState;
  return {
    register: (name, options) => ({
      ...register(name, options),
      error: (get(errors, name) as FieldError | undefined)?.message,
    }),
  };
}
