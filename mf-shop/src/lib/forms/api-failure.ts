import { toApiFailure, type ApiFailure } from '@officefit/api';

/** The failure of an unwrapped RTK Query mutation (a rejected `unwrap()`), in the app's ApiFailure shape. */
export function failureOf(caught: unknown): ApiFailure {
  return toApiFailure(caught as Parameters<typeof toApiFailure>[0]);
}
