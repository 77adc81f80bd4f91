// Request bodies are read inside the route chain, by validate({ body }), i.e. after requireAuth: an anonymous
// caller cannot make the server parse anything on an authenticated route. Each body has a size limit by route
// (small by default) and, for JSON, a nesting-depth cap checked by a byte scan before JSON.parse runs.
import type { IncomingMessage } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { AppError } from './errors';

/** Body size limit of most routes: every JSON body of the API is a few fields. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Deepest nesting of arrays/objects a JSON body may have (CMS page blocks need well under 10). */
export const MAX_JSON_DEPTH = 32;

/** Routes that need another limit, by path below /wp-json (first match wins). */
const BODY_LIMITS: ReadonlyArray<readonly [RegExp, number]> = [
  // CMS pages (blocks) and blog posts (rich text up to 200,000 characters)
  [/^\/officefit\/v1\/cms\//, 1024 * 1024],
  // a user import: the CSV file's text (at most 512 KiB) inside JSON
  [/^\/officefit\/v1\/admin\/users\/import$/, 1024 * 1024],
  // public, anonymous forms: login, password lost/reset (contact keeps the default: a message of 5,000 characters)
  [/^\/jwt-auth\/v1\//, 8 * 1024],
  [/^\/officefit\/v1\/password_/, 8 * 1024],
];

/** The body limit in bytes of the route `path` (below /wp-json). */
export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? DEFAULT_BODY_LIMIT;
}

/**
 * Whether the JSON text in `buf` nests arrays/objects deeper than `max`. A linear byte scan: brackets inside
 * strings are skipped, and UTF-8 continuation bytes never look like ASCII brackets, quotes or backslashes.
 */
export function jsonDepthExceeds(buf: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const byte = buf[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
  return false;
}

function checkDepth(_req: IncomingMessage, _res: unknown, buf: Buffer): void {
  if (jsonDepthExceeds(buf, MAX_JSON_DEPTH)) {
    throw new AppError(
      'invalid_data',
      'rest_invalid_json',
      `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    );
  }
}

const parsersByLimit = new Map<number, RequestHandler[]>();

/** body-parser's JSON and form parsers for one limit (WordPress clients may post the login as a form). */
function parsersFor(limit: number): RequestHandler[] {
  let parsers = parsersByLimit.get(limit);
  if (!parsers) {
    parsers = [express.json({ limit, verify: checkDepth }), express.urlencoded({ extended: false, limit })];
    parsersByLimit.set(limit, parsers);
  }
  return parsers;
}

/**
 * Reads and parses the request body into `req.body` (JSON or form; other types leave it undefined) with the
 * route's limit. Too large → 413 rest_payload_too_large, too deep or malformed → 400 (errors.ts).
 */
export async function readBody(req: Request, res: Response, limit?: number): Promise<void> {
  const parsers = parsersFor(limit ?? bodyLimitFor(req.originalUrl.replace(/^\/wp-json|\?.*$/g, '')));
  for (const parse of parsers) {
    await new Promise<void>((resolve, reject) => {
      void parse(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });
  }
}
