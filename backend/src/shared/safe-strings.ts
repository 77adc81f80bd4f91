// Strings no handler should ever see: a NUL byte (PostgreSQL text cannot store it, C libraries cut at it) and a
// lone UTF-16 surrogate (not valid Unicode; it cannot be encoded as UTF-8 without loss). Request input with one
// of them is refused with 400 before validation or any handler runs, instead of failing deep down with a 500.
import type { RequestHandler } from 'express';
import { AppError } from './errors';

// eslint-disable-next-line no-control-regex -- finding the control character NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a NUL byte or a lone surrogate. */
export function isUnsafeString(value: string): boolean {
  return UNSAFE.test(value);
}

/**
 * The dotted path of the first unsafe string (as a value or as an object key) in a parsed request part, or
 * null. Walks iteratively: the body's nesting depth is capped before parsing, but this must not rely on it.
 */
export function findUnsafeString(root: unknown, rootName: string): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnsafeString(value)) return path || rootName;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      // report a bad key by a safe name: echoing it back would put the bad character in the response
      if (isUnsafeString(key)) return path || rootName;
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}

/** The 400 rest_invalid_param error for a field with an unsafe string. */
export function unsafeStringError(field: string): AppError {
  const safeField = isUnsafeString(field) ? 'input' : field;
  return new AppError('invalid_data', 'rest_invalid_param', `Invalid parameter(s): ${safeField}`, {
    params: { [safeField]: `${safeField} contains characters that are not allowed.` },
  });
}

/** Throws the 400 error when `value` (a request part) holds an unsafe string anywhere. */
export function assertSafeStrings(value: unknown, part: string): void {
  const field = findUnsafeString(value, part);
  if (field !== null) throw unsafeStringError(field);
}

/**
 * Refuses a query string with an unsafe string for every route, also those that read `req.query` without
 * validate() (path parameters and bodies are checked by validate(), which every route with them runs).
 */
export const rejectUnsafeQuery: RequestHandler = (req, _res, next) => {
  assertSafeStrings(req.query, 'query');
  next();
};
