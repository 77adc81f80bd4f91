import { useFormContext } from './form-engine';
import { useTranslation } from '@officefit/i18n';
import { errorAt, useFieldError } from './field-error';

/**
 * What a shared field component needs from the form around it (a react-hook-form `FormProvider`): the path of
 * a field under `prefix` ("" or "delivery_address."), its register props and its translated error. The paths are
 * built at run time, so the form's own value type cannot check them here.
 */
export function useFields(prefix = '') {
  const { t } = useTranslation('shop');
  const form = useFormContext<Record<string, unknown>>();
  const fieldError = useFieldError();
  const at = (name: string) => `${prefix}${name}`;
  return {
    t,
    form,
    at,
    register: (name: string) => form.register(at(name)),
    error: (name: string) => fieldError(errorAt(form.formState.errors, at(name))),
    /** The error of a field outside the prefix (the mandate consent sits at the form's top level). */
    errorOf: (path: string) => fieldError(errorAt(form.formState.errors, path)),
  };
}
