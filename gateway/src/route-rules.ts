// Server route rules: redirects configured in the gateway config file (`routeRules`, validated by config-schema.ts),
// applied before the apps. A rule's `from` is an exact path or a prefix ending in `/*`; `to` a site path or a URL.
import type { RequestHandler } from 'express';
import { isAbsoluteUrl, type RedirectStatus, type RouteRule } from './config-schema';

export type { RouteRule };

interface CompiledRule {
  rule: RouteRule;
  /** Lower-cased, percent-encoded path without the trailing `/*` or `/`. */
  key: string;
  prefix: boolean;
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
