// Serving the built shell and remotes: long-lived caching for content-hashed files, revalidation for entries.
import { createHash } from 'node:crypto';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import { FileCache } from './file-cache';

/** Files that name other files and change on every deploy: always revalidated (MF notes: stale remoteEntry). */
export const ENTRY_FILES: ReadonlySet<string> = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'routes.json',
  'sw.js',
  'service-worker.js',
  'app-manifest.json',
]);

const SERVICE_WORKERS: ReadonlySet<string> = new Set(['sw.js', 'service-worker.js']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** True for names carrying a webpack content hash, e.g. `main.3f9a1c2b.js` or `workbox-1a2b3c4d.js`. */
export function isHashedFile(name: string): boolean {
  // At least one digit, so an ordinary word of hex letters ("-deadbeef") is not mistaken for a hash.
  const match = /[.-]([0-9a-f]{8,64})\.[a-z0-9]+(?:\.map)?$/i.exec(name);
  return match !== null && /\d/.test(match[1]!);
}

/** The Cache-Control value for a served file. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (isHashedFile(name)) return IMMUTABLE;
  // Unhashed files (favicon, web app manifest) may change with a deploy; ETag revalidation keeps them cheap.
  return NO_CACHE;
}

function setHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  if (SERVICE_WORKERS.has(path.basename(filePath))) res.setHeader('Service-Worker-Allowed', '/');
}

/** Static middleware for one app's build folder (no directory index, no redirects, dotfiles hidden). */
export function serveAppDir(dir: string): RequestHandler {
  return express.static(dir, { index: false, redirect: false, cacheControl: false, setHeaders });
}

/** Marks remote files as loadable from other origins (a host elsewhere may use this gateway as its CDN). */
export const crossOriginAssets: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};

/** The shell's index.html and the build id derived from it. */
export interface ShellIndex {
  body: Buffer;
  buildId: string;
}

/** Caches `<shellDir>/index.html`, re-read when it changes. */
export function shellIndexCache(
  shellDir: string,
  options: { checkMs: number; maxAgeMs: number; onError?: (err: unknown) => void },
): FileCache<ShellIndex> {
  return new FileCache<ShellIndex>({
    file: path.join(shellDir, 'index.html'),
    parse: (body) => ({ body, buildId: createHash('sha256').update(body).digest('hex').slice(0, 16) }),
    ...options,
  });
}
