import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { WpErrorBody } from './types/wp';

/** The part of a failed call that screens need: a stable code to translate, the status and field errors. */
export interface ApiFailure {
  code: string;
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  params: Record<string, string>;
}

/** Text that marks a call that got no answer at all (network down); such failures are ignored (spec §8). */
export const NO_RESPONSE_TEXT = 'no response';

function isWpErrorBody(value: unknown): value is WpErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** Turns an RTK Query error into an ApiFailure. */
export function toApiFailure(error: FetchBaseQueryError | SerializedError | undefined): ApiFailure {
  if (!error) return { code: 'unknown', status: 'CUSTOM_ERROR', message: '', params: {} };
  if ('status' in error) {
    if (typeof error.status === 'number' && isWpErrorBody(error.data)) {
      return {
        code: error.data.code,
        status: error.status,
        message: error.data.message,
        params: error.data.data?.params ?? {},
      };
    }
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return { code: 'no_response', status: error.status, message: NO_RESPONSE_TEXT, params: {} };
    }
    return { code: 'unknown', status: error.status, message: String(error.status), params: {} };
  }
  return { code: 'unknown', status: 'CUSTOM_ERROR', message: error.message ?? '', params: {} };
}

/** True when the failure means "the server never answered" (network down, timeout). */
export function isNoResponse(failure: ApiFailure): boolean {
  return failure.message.toLowerCase().includes(NO_RESPONSE_TEXT);
}

/** True when the failure means the session is no longer valid (expired or rejected token). */
export function isSessionFailure(failure: ApiFailure): boolean {
  if (failure.status === 401) return true;
  return (
    failure.status === 403 &&
    /jwt_auth/.test(failure.code) &&
    !/incorrect_password|invalid_email|invalid_username/.test(failure.code)
  );
}
