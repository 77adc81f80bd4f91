// SCIM's own error format (RFC 7644 §3.12): identity providers read `status` (a string) and `scimType`, not our
// WordPress-style body. The SCIM router throws AppErrors like every module; the handler here renders them.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, toErrorResponse } from '../../shared/errors';
import { logger } from '../../shared/logger';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** RFC 7644 §3.12 scimType values this API answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'uniqueness'
  | 'mutability'
  | 'noTarget';

/** An AppError whose code is the scimType (or a code of ours for errors RFC 7644 has no type for). */
export function scimError(kind: AppError['kind'], code: ScimType | string, detail: string): AppError {
  return new AppError(kind, code, detail);
}

const SCIM_TYPES = new Set<string>([
  'invalidFilter',
  'invalidSyntax',
  'invalidPath',
  'invalidValue',
  'uniqueness',
  'mutability',
  'noTarget',
]);

/** Our shared codes that mean a SCIM type (validation, JSON syntax). */
const TYPE_OF_CODE: Record<string, ScimType> = {
  rest_invalid_param: 'invalidValue',
  rest_invalid_json: 'invalidSyntax',
};

export interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
}

/** The SCIM body of any thrown value: validation messages are joined into `detail`. */
export function toScimError(error: unknown): { status: number; body: ScimErrorBody } {
  const { status, body } = toErrorResponse(error);
  const scimType = SCIM_TYPES.has(body.code) ? (body.code as ScimType) : TYPE_OF_CODE[body.code];
  const params = body.data.params ? Object.values(body.data.params).join(' ') : '';
  const detail = params ? `${body.message} ${params}` : body.message;
  return {
    status,
    body: { schemas: [SCIM_ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail },
  };
}

/** 404 for every SCIM path this API does not serve (Schemas, Bulk, …), in SCIM's format. */
export const scimNoRoute: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'scim_no_route', 'This SCIM endpoint is not supported.'));
};

/** The SCIM router's error handler: the body in SCIM's format, as application/scim+json. */
export const scimErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, body } = toScimError(error);
  if (status >= 500) (req.log ?? logger).error({ err: error, path: req.path }, 'scim request failed');
  if (status === 401) res.set('WWW-Authenticate', 'Bearer realm="scim"');
  res.status(status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));
};
