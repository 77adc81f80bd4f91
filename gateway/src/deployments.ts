// Independent deployment of one remote (issue 17): `scripts/deploy-remote.sh AREA VERSION` copies a build to
// `<deployDir>/<area>/<version>/` and writes the version into `<deployDir>/<area>/current`. The gateway then
// serves that build at `/remotes/<area>/<version>/`, names it as the area's entry in the runtime manifest and
// reads the area's routes from it; switching `current` (a deploy or a rollback) takes effect within a second,
// without touching the shell or the other areas; the area's server rendering switches with it (server-render.ts).
// Every version stays servable, so a tab that loaded the previous entry still gets its lazy chunks. An area without
// `current` is served from its build folder as before.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { RemoteConfig } from './config';
import { FileCache } from './file-cache';
import { serveAppDir } from './static';

/** Version names: no path tricks, nothing hidden. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface Deployment {
  version: string;
  /** The version's build folder. */
  dir: string;
  /** The site path of its `mf-manifest.json`. */
  entry: string;
}

/** Reads `<deployDir>/<area>/current` (re-read when it changes); undefined when the area has no deployment. */
export class DeploymentPointer {
  private readonly file: FileCache<string | null>;

  constructor(
    private readonly deployDir: string,
    private readonly remote: RemoteConfig,
    options: { checkMs: number; maxAgeMs: number; log: (message: string) => void },
  ) {
    this.file = new FileCache({
      file: path.join(deployDir, remote.area, 'current'),
      parse: (body) => {
        const version = body.toString('utf8').trim();
        if (!VERSION_PATTERN.test(version)) {
          options.log(`${remote.area}: ignoring deployment "${version}" (not a version name)`);
          return null;
        }
        return version;
      },
      ...options,
    });
  }

  async current(): Promise<Deployment | undefined> {
    const version = await this.file.get();
    if (!version) return undefined;
    return {
      version,
      dir: path.join(this.deployDir, this.remote.area, version),
      entry: `/remotes/${this.remote.area}/${version}/mf-manifest.json`,
    };
  }
}

/** The server bundle's folder in a build (`server/`, server-render.ts): the gateway's to run, not the browser's. */
const SERVER_CODE = /^\/(?:[^/]+\/)?server(?:\/|$)/;

/**
 * Static files of one area: `/<version>/…` from that deployed version's folder when it exists, everything else
 * from the area's build folder. Mounted at `/remotes/<area>`. The server bundle is never sent.
 */
export function serveRemote(remote: RemoteConfig, deployDir: string | null): RequestHandler {
  const build = serveAppDir(remote.dir);
  const versions = new Map<string, RequestHandler>();
  return (req, res, next) => {
    if (SERVER_CODE.test(req.path)) {
      res.status(404).type('text/plain').send('Not found\n');
      return;
    }
    const match = deployDir ? /^\/([^/]+)(\/.*)$/.exec(req.path) : null;
    const version = match?.[1];
    if (match && version && VERSION_PATTERN.test(version)) {
      const dir = path.join(deployDir!, remote.area, version);
      let serve = versions.get(version);
      if (!serve && fs.existsSync(dir)) {
        serve = serveAppDir(dir);
        versions.set(version, serve);
      }
      if (serve) {
        const url = req.url;
        req.url = url.slice(version.length + 1);
        return serve(req, res, (error?: unknown) => {
          req.url = url;
          next(error);
        });
      }
    }
    return build(req, res, next);
  };
}
