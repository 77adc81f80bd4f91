// Matches request paths against app routes written in React Router syntax (`/blog/:id`, `/docs/*`, `:lang?`).

type Segment =
  | { kind: 'static'; value: string; optional: boolean }
  | { kind: 'param'; optional: boolean }
  | { kind: 'splat' };

/** A route path compiled for matching. */
export interface CompiledRoute {
  path: string;
  segments: Segment[];
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Compiles one React Router path; matching is case-insensitive like React Router's default. */
export function compileRoutePath(path: string): CompiledRoute {
  const segments: Segment[] = splitPath(path).map((raw): Segment => {
    if (raw === '*') return { kind: 'splat' };
    const optional = raw.endsWith('?');
    const body = optional ? raw.slice(0, -1) : raw;
    if (body.startsWith(':')) return { kind: 'param', optional };
    return { kind: 'static', value: decode(body).toLowerCase(), optional };
  });
  return { path, segments };
}

function matchFrom(pattern: Segment[], i: number, parts: string[], j: number): boolean {
  if (i === pattern.length) return j === parts.length;
  const seg = pattern[i]!;
  if (seg.kind === 'splat') return true;
  if (seg.optional && matchFrom(pattern, i + 1, parts, j)) return true;
  if (j >= parts.length) return false;
  if (seg.kind === 'static' && parts[j] !== seg.value) return false;
  return matchFrom(pattern, i + 1, parts, j + 1);
}

/** True when a raw request pathname matches the compiled route (a trailing slash is tolerated). */
export function matchRoute(route: CompiledRoute, pathname: string): boolean {
  const parts = splitPath(pathname).map((p) => decode(p).toLowerCase());
  return matchFrom(route.segments, 0, parts, 0);
}

/** The set of every known app route, answering "does any route match this path?". */
export class RouteTable {
  private readonly routes: CompiledRoute[];

  constructor(paths: Iterable<string>) {
    this.routes = [...new Set(paths)].map(compileRoutePath);
  }

  /** True when some route matches the pathname. */
  has(pathname: string): boolean {
    return this.routes.some((route) => matchRoute(route, pathname));
  }

  /** Number of distinct route paths. */
  get size(): number {
    return this.routes.length;
  }
}
