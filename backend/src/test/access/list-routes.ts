// Lists every route of an Express 5 app as `METHOD /path` by walking its router stack (router 2.x): a route
// layer has `route.path` and `route.methods`, a mounted router has `handle.stack` and its mount path in
// `rawPath`, plain middleware sits at `/`. Anything else (a RegExp path, a mount without rawPath, a function
// mounted at a path) throws, so the access matrix never silently misses a route.
import type { Express } from 'express';

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function paths(raw: unknown, where: string): string[] {
  const list = Array.isArray(raw) ? (raw as unknown[]) : [raw];
  return list.map((p) => {
    if (typeof p !== 'string') throw new Error(`cannot read the path of a route under ${where || '/'}`);
    return p;
  });
}

function walk(stack: Layer[], prefix: string, out: string[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m]);
      for (const path of paths(layer.route.path, prefix)) {
        for (const method of methods)
          out.push(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${prefix}${path}`);
      }
    } else if (layer.handle?.stack) {
      for (const mount of paths(layer.rawPath, prefix)) {
        walk(layer.handle.stack, mount === '/' ? prefix : `${prefix}${mount}`, out);
      }
    } else if (layer.rawPath !== '/') {
      // a plain function mounted at a path may answer requests like a route, unseen by the matrix
      throw new Error(
        `a middleware is mounted at ${String(layer.rawPath)} under ${prefix || '/'}: make it a route`,
      );
    }
  }
}

/** Every `METHOD /path` the app routes (React-Router-style `:params`), sorted, without duplicates. */
export function listRoutes(app: Express): string[] {
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error('app.router is missing: is this Express 5?');
  const out: string[] = [];
  walk(router.stack, '', out);
  return [...new Set(out)].sort();
}
