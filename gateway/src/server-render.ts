// Server rendering with the owning remote's code from its current deployment (issue 33). Each remote that renders
// on the server ships `server/render.js` (a Node CommonJS bundle with its own React, prerender/server-build.js) in
// its build, so `scripts/deploy-remote.sh AREA VERSION` puts it into the version folder beside the browser build.
// The gateway requires the file of the area's current version when it is first asked for it: a deploy or a
// rollback switches the server render together with the browser's remote, without a rebuild or restart. A version
// folder is immutable, so a new version is a new path and Node's module cache never serves an old one for it. A
// bundle that is missing or throws while loading is remembered as absent for that version (logged once): the
// pages are then served client-rendered. (DECISIONS "Server render from the remote's deployment".)
import fs from 'node:fs';
import path from 'node:path';
import type { ServerRenderer } from './landing';

/** The server bundle inside a remote's build folder or deployed version folder. */
export const SERVER_BUNDLE = path.join('server', 'render.js');

/** Bundles kept loaded: the current versions and a few recent ones (a rollback finds them warm). */
const MAX_LOADED = 4;

/** Where an area's server code is now: its current deployed version, else its build folder. */
export interface ServerBuild {
  /** The remote's federation name, as in the runtime manifest. */
  remote: string;
  dir: string;
  /** The deployed version; undefined for a build folder. */
  version?: string;
  /** The runtime manifest's entry of this build: a render counts only while the manifest names the same. */
  entry: string;
}

export interface LoadedRenderer {
  renderer: ServerRenderer;
  /** `mf_marketing@2026-12-06.1` (or the remote's name for a build folder): logs, the page and its cache key. */
  label: string;
  remote?: string;
  entry?: string;
}

/** The renderer to use for one request (or null: serve the client-rendered page). */
export type RendererSource = () => Promise<LoadedRenderer | null>;

/** A renderer that does not change (tests, a renderer built into the gateway). */
export function fixedRenderer(renderer: ServerRenderer | null, label = 'renderer'): RendererSource {
  const loaded = renderer ? { renderer, label } : null;
  return async () => loaded;
}

/** Loads and keeps the server bundles of the remotes' builds, one module per file. */
export class ServerBundles {
  private readonly loaded = new Map<string, LoadedRenderer | null>();

  constructor(
    private readonly options: {
      /** The backend's `/wp-json/` as the renderer calls it. */
      apiRoot: string;
      locate: (area: string) => Promise<ServerBuild | undefined>;
      log: (message: string) => void;
    },
  ) {}

  /** The renderer of `area`'s current build, loaded on first use. */
  source(area: string): RendererSource {
    return async () => {
      const build = await this.options.locate(area);
      if (!build) return null;
      const file = path.join(build.dir, SERVER_BUNDLE);
      if (!this.loaded.has(file)) {
        this.loaded.set(file, this.load(file, build));
        this.evict();
      }
      return this.loaded.get(file) ?? null;
    };
  }

  private load(file: string, build: ServerBuild): LoadedRenderer | null {
    const label = build.version ? `${build.remote}@${build.version}` : build.remote;
    if (!fs.existsSync(file)) {
      this.options.log(`${label}: no ${SERVER_BUNDLE}: its pages are served client-rendered`);
      return null;
    }
    try {
      const renderer = require(file) as ServerRenderer;
      renderer.configure({ apiRoot: this.options.apiRoot });
      return { renderer, label, remote: build.remote, entry: build.entry };
    } catch (error) {
      delete require.cache[file];
      this.options.log(
        `${label}: cannot load ${SERVER_BUNDLE}, its pages are served client-rendered: ${(error as Error)?.stack ?? String(error)}`,
      );
      return null;
    }
  }

  /** Forgets the least recently loaded bundles beyond MAX_LOADED (requests under way keep their module). */
  private evict(): void {
    while (this.loaded.size > MAX_LOADED) {
      const file = this.loaded.keys().next().value as string;
      this.loaded.delete(file);
      delete require.cache[file];
    }
  }
}

/**
 * Calls into a renderer: a throw (also a synchronous one) or a rejection is logged and becomes `null`, so the page
 * is served client-rendered.
 */
export async function safely<T>(
  call: () => T | Promise<T>,
  label: string,
  log: (message: string) => void,
): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    log(`${label}: ${(error as Error)?.stack ?? String(error)}`);
    return null;
  }
}

/**
 * True when the runtime manifest the page goes out with names the build the renderer came from: a deploy between
 * the two reads would pair the page with another version's browser code, so such a render is not used.
 */
export function rendersManifestVersion(
  loaded: LoadedRenderer,
  remotes: ReadonlyArray<{ name: string; entry: string }>,
): boolean {
  if (!loaded.remote) return true;
  return remotes.some((r) => r.name === loaded.remote && r.entry === loaded.entry);
}
