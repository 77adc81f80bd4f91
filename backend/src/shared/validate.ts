// Request validation: a strict zod schema per request part; handlers read the parsed value with `input()`.
// Failure → 400 rest_invalid_param "Invalid parameter(s): a, b" with `data.params` = { a: message, b: message }.
// The body is read here (json-body.ts), so on authenticated routes only after requireAuth; every part is first
// checked for NUL bytes and lone surrogates (safe-strings.ts).
// The schemas of what the apps send are shared with their forms (@officefit/domain contract) and carry no texts;
// a module's schemas.ts attaches the English wire messages with wireMessages(), which issuesToParams reads.
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from './errors';
import { readBody } from './json-body';
import { assertSafeStrings } from './safe-strings';

export type RequestPart = 'body' | 'query' | 'params';
// Any zod schema, classic or zod/mini (the contract of the account screens is on zod/mini, so the browser bundles
// less of zod): both share zod's core, and are parsed with the same `z.safeParse`.
type ZodType = z.core.$ZodType;
export type RequestSchemas = Partial<Record<RequestPart, ZodType>>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Values parsed by the validate() middleware, by request part. */
      valid?: Partial<Record<RequestPart, unknown>>;
    }
  }
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * English messages of the wire per field (dotted path; `*` for any list index, e.g. `partners.*`; `*` alone
 * for every field): one text for any issue of the field, texts by issue code or custom code (`params.code`
 * of the contract's refinements) with an optional `default`, or a function of the issue (undefined: zod's text).
 */
export type WireMessages = Record<
  string,
  string | Partial<Record<string, string>> | ((issue: z.core.$ZodIssue) => string | undefined)
>;

const wireMessageTables = new WeakMap<ZodType, WireMessages>();

/** Attaches the wire messages to a (shared, text-free) schema; returns the schema itself. */
export function wireMessages<S extends ZodType>(schema: S, messages: WireMessages): S {
  wireMessageTables.set(schema, { ...wireMessageTables.get(schema), ...messages });
  return schema;
}

function customCode(issue: z.core.$ZodIssue): string | undefined {
  const code: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function wireMessage(issue: z.core.$ZodIssue, field: string, table: WireMessages | undefined): string {
  if (!table) return issue.message;
  const entry = table[field] ?? table[field.replace(/\.\d+(?=\.|$)/g, '.*')] ?? table['*'];
  if (entry === undefined) return issue.message;
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') return entry(issue) ?? issue.message;
  return entry[customCode(issue) ?? issue.code] ?? entry.default ?? issue.message;
}

/** Per-field messages for the issues of a failed parse; the field name is the dotted path. */
export function issuesToParams(
  issues: ReadonlyArray<z.core.$ZodIssue>,
  raw: unknown,
  part: RequestPart,
  table?: WireMessages,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) params[`${prefix}${key}`] ??= `${prefix}${key} is not a valid parameter.`;
      continue;
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : part;
    const missing = issue.path.length > 0 && valueAt(raw, issue.path) === undefined;
    params[field] ??= missing ? `${field} is a required parameter.` : wireMessage(issue, field, table);
  }
  return params;
}

/** Parses `value` with `schema` or throws the 400 rest_invalid_param AppError. */
export function parseOrThrow<S extends ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  assertSafeStrings(value, part);
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const params = issuesToParams(result.error.issues, value, part, wireMessageTables.get(schema));
  throw new AppError(
    'invalid_data',
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    {
      params,
    },
  );
}

const validatorSchemas = new WeakMap<RequestHandler, RequestSchemas>();

/** The schemas a validate() middleware checks: the fuzz suite (test/security) finds them on the router. */
export function schemasOf(handler: unknown): RequestSchemas | undefined {
  return typeof handler === 'function' ? validatorSchemas.get(handler as RequestHandler) : undefined;
}

/** Middleware that validates the given request parts and keeps the parsed values on `req.valid`. */
export function validate(schemas: RequestSchemas): RequestHandler {
  const validator: RequestHandler = async (req, res, next) => {
    const valid: Partial<Record<RequestPart, unknown>> = { ...req.valid };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      // the body is read only now: after the route's auth and after its params and query passed
      if (part === 'body') await readBody(req, res);
      // Express leaves req.body undefined without a body; treat it as {} so missing fields are named.
      const raw: unknown = part === 'body' ? (req.body ?? {}) : req[part];
      valid[part] = parseOrThrow(schema, raw, part);
    }
    req.valid = valid;
    next();
  };
  validatorSchemas.set(validator, schemas);
  return validator;
}

/** The value that validate() parsed for `part`, typed by the same schema. */
export function input<S extends ZodType>(req: Request, part: RequestPart, _schema: S): z.output<S> {
  if (!req.valid || !(part in req.valid)) throw new Error(`validate({ ${part} }) did not run for this route`);
  return req.valid[part] as z.output<S>;
}
