// Every route of the app with the zod schemas its validate() middleware checks, read from the router itself
// (shared/validate.ts keeps each validator's schemas): a new route's body and query are fuzzed without a list
// to maintain. Walks the router stack like access/list-routes.ts.
import type { Express } from 'express';
import { schemasOf, type RequestSchemas } from '../../shared/validate';

export interface RouteSchemas {
  /** `METHOD /path` as in route-access.ts. */
  route: string;
  method: string;
  path: string;
  schemas: RequestSchemas;
}

interface Layer {
  rawPath?: unknown;
  handle?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: Layer[] };
}

function walk(stack: Layer[], prefix: string, out: RouteSchemas[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const schemas: RequestSchemas = {};
      for (const inner of layer.route.stack) Object.assign(schemas, schemasOf(inner.handle));
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m]);
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths as string[]) {
        for (const method of methods) {
          const m = method.toUpperCase();
          out.push({ route: `${m} ${prefix}${path}`, method: m, path: `${prefix}${path}`, schemas });
        }
      }
    } else if ((layer.handle as { stack?: Layer[] } | undefined)?.stack) {
      const mounts = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
      for (const mount of mounts as string[]) {
        walk((layer.handle as { stack: Layer[] }).stack, mount === '/' ? prefix : `${prefix}${mount}`, out);
      }
    }
  }
}

/** The routes of the app with their validate() schemas, sorted by route. */
export function routeSchemas(app: Express): RouteSchemas[] {
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error('app.router is missing: is this Express 5?');
  const out: RouteSchemas[] = [];
  walk(router.stack, '', out);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}
