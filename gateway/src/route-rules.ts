// Server route rules: redirects configured in the gateway config file (`routeRules`), applied before the apps.
import type { RequestHandler } from 'express';

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/** One redirect: `from` is an exact path or a prefix ending in `/*`; `to` is a site path or an absolute URL. */
export interface RouteRule {
  from: string;
  to: string;
  status: RedirectStatus;
}

interface CompiledRule {
  rule: RouteRule;
  /** Lower-cased, percent-encoded path without the trailing `/*` or `/`. */
  key: string;
  prefix: boolean;
}

const STATUSES: readonly number[] = [301, 302, 303, 307, 308];
const DEFAULT_STATUS: RedirectStatus = 302;

/** True for an absolute http(s) URL (a redirect that leaves the site, a remote on another host). */
export function isAbsoluteUrl(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** Validates the `routeRules` array of the config file; throws an Error naming the bad field. */
export function parseRouteRules(value: unknown, where: string): RouteRule[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${where}: routeRules must be an array`);
  return value.map((raw, i) => {
    const at = `${where}: routeRules[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new Error(`${at} must be an object`);
    const entry = raw as Record<string, unknown>;
    for (const key of Object.keys(entry)) {
      if (!['from', 'to', 'status'].includes(key) && !key.startsWith('$')) {
        throw new Error(`${at}.${key} is not a valid key`);
      }
    }
    const { from, to, status = DEFAULT_STATUS } = entry;
    if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
      throw new Error(`${at}.from must be a path starting with "/"`);
    }
    if (/^\/(wp-json|scim)(\/|$)/i.test(from))
      throw new Error(`${at}.from may not be under /wp-json or /scim (they are proxied)`);
    const fromPrefix = from.endsWith('/*');
    if (from.slice(0, fromPrefix ? -2 : undefined).includes('*')) {
      throw new Error(`${at}.from may only use "*" as a trailing "/*"`);
    }
    if (typeof to !== 'string' || !(isAbsoluteUrl(to) || (to.startsWith('/') && !to.startsWith('//')))) {
      throw new Error(`${at}.to must be a path starting with "/" or an absolute http(s) URL`);
    }
    if (isAbsoluteUrl(to)) {
      try {
        new URL(to.replace(/\/\*$/, '/'));
      } catch {
        throw new Error(`${at}.to is not a valid URL`);
      }
    }
    if (to.slice(0, to.endsWith('/*') ? -2 : undefined).includes('*')) {
      throw new Error(`${at}.to may only use "*" as a trailing "/*"`);
    }
    if (to.endsWith('/*') && !fromPrefix) throw new Error(`${at}.to ends in "/*" but from is not a prefix`);
    if (typeof status !== 'number' || !STATUSES.includes(status)) {
      throw new Error(`${at}.status must be one of ${STATUSES.join(', ')}`);
    }
    return { from, to, status: status as RedirectStatus };
  });
}

function encodedKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // keep as written
  }
  const key = encodeURI(decoded).toLowerCase();
  return key.length > 1 ? key.replace(/\/+$/, '') : '';
}

/** Prepares rules for matching (case-insensitive, trailing slash tolerated). */
export function compileRouteRules(rules: RouteRule[]): CompiledRule[] {
  return rules.map((rule) => {
    const prefix = rule.from.endsWith('/*');
    return { rule, prefix, key: encodedKey(prefix ? rule.from.slice(0, -2) : rule.from) };
  });
}

/** The redirect for a raw (still percent-encoded) pathname and query string, or null when no rule matches. */
export function resolveRedirect(
  rules: CompiledRule[],
  rawPath: string,
  search: string,
): { location: string; status: RedirectStatus } | null {
  const lower = rawPath.toLowerCase();
  const trimmed = lower.length > 1 ? lower.replace(/\/+$/, '') : '';
  for (const { rule, key, prefix } of rules) {
    let rest: string;
    if (trimmed === key) rest = '';
    else if (prefix && lower.startsWith(`${key}/`)) rest = rawPath.slice(key.length);
    else continue;
    let location = rule.to.endsWith('/*') ? rule.to.slice(0, -2) + rest : rule.to;
    if (location === '') location = '/';
    // A prefix remainder such as "//evil.example" must not turn a site path into a protocol-relative URL.
    if (!isAbsoluteUrl(location)) location = location.replace(/^[/\\]+/, '/');
    if (search) location += (location.includes('?') ? '&' : '?') + search.replace(/^\?/, '');
    return { location, status: rule.status };
  }
  return null;
}

/** Express middleware that answers matching requests with the rule's redirect. */
export function routeRules(rules: RouteRule[]): RequestHandler {
  const compiled = compileRouteRules(rules);
  return (req, res, next) => {
    if (compiled.length === 0) return next();
    const url = req.originalUrl;
    const q = url.indexOf('?');
    const rawPath = q === -1 ? url : url.slice(0, q);
    const hit = resolveRedirect(compiled, rawPath, q === -1 ? '' : url.slice(q + 1));
    if (!hit) return next();
    res.redirect(hit.status, hit.location);
  };
}
