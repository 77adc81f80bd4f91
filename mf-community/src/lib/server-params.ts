import { toApiFailure } from '@officefit/api';
import type { CallError } from './use-error-text';

/**
 * The field errors of a 400 `rest_invalid_param` answer, keyed by the last part of the parameter name
 * (`habits.0.from` → `from`), with the server's English message.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const failure = toApiFailure(error as CallError);
  const fields: Record<string, string> = {};
  for (const [param, message] of Object.entries(failure.params)) {
    const field = param.split('.').pop() ?? param;
    fields[field] = message;
  }
  return fields;
}

/** Translation key for a server field message we know; otherwise the generic "check this field". */
export function fieldMessageKey(message: string): string {
  if (/name used/i.test(message)) return 'validation.nameUsed';
  if (/past/i.test(message)) return 'validation.startInPast';
  if (/choose the type/i.test(message)) return 'validation.chooseKind';
  if (/choose the duration/i.test(message)) return 'validation.chooseDuration';
  if (/required/i.test(message)) return 'validation.required';
  return 'validation.checkField';
}
