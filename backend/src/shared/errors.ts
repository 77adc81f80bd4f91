// One error class with a kind; one handler turns every error into a WordPress-style body
// `{code, message, data:{status}}` (docs/contracts.md). Validation errors add `data.params`.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from './logger';

export type ErrorKind =
  | 'invalid_data'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'unavailable'
  | 'internal';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
  internal: 500,
};

export interface WpErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

export interface AppErrorOptions {
  /** Overrides the status of the kind (e.g. the JWT plugin's 403 for a bad token on /token/validate). */
  status?: number;
  /** Per-field messages of a validation error. */
  params?: Record<string, string>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An expected failure with a stable code; the error handler maps it to a status and a WP body. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly status: number;
  readonly params: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(kind: ErrorKind, code: string, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.status = options.status ?? STATUS_BY_KIND[kind];
    this.params = options.params;
    this.headers = options.headers;
  }
}

export interface ErrorResponse {
  status: number;
  body: WpErrorBody;
  headers: Record<string, string>;
}

interface BodyParserError {
  type: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as BodyParserError).type === 'string';
}

/** Maps any thrown value to the status, WP body and headers to send. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const data: WpErrorBody['data'] = { status: error.status };
    if (error.params) data.params = error.params;
    return {
      status: error.status,
      body: { code: error.code, message: error.message, data },
      headers: error.headers ?? {},
    };
  }
  // Express decodes path parameters while matching; a malformed escape (`/posts/%E0%A4%A`) throws a URIError
  if (error instanceof URIError) {
    const response = wp(400, 'rest_invalid_param', 'Invalid parameter(s): path');
    response.body.data.params = { path: 'The URL holds a malformed percent-encoding.' };
    return response;
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      return wp(400, 'rest_invalid_json', 'Invalid JSON body passed.');
    }
    if (error.type === 'entity.too.large') {
      return wp(413, 'rest_payload_too_large', 'The request body is too large.');
    }
    if (error.status && error.status >= 400 && error.status < 500) {
      return wp(error.status, 'rest_invalid_request', 'The request body could not be read.');
    }
  }
  return wp(500, 'internal_server_error', 'An unknown error occurred.');
}

function wp(status: number, code: string, message: string): ErrorResponse {
  return { status, body: { code, message, data: { status } }, headers: {} };
}

/** Answers every unmatched request like WordPress does: 404 rest_no_route. */
export const noRouteHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'rest_no_route', 'No route was found matching the URL and request method.'));
};

/** The one error handler, mounted last: logs unexpected errors (with the request id, req.log) and writes the WP error body. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const response = toErrorResponse(error);
  // a 4xx is the answer to a request the client got wrong (an expired token, a bad field): expected, not logged
  if (response.status >= 500) {
    (req.log ?? logger).error({ err: error, method: req.method, path: req.path }, 'request failed');
  }
  res.status(response.status).set(response.headers).json(response.body);
};
