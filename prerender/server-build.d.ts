// Types of server-build.js (used by the remotes' webpack configs, in JavaScript).
import type { Configuration } from 'webpack';

type WebpackEnv = Record<string, unknown> | undefined;
type WebpackArgv = { mode?: string };
type ConfigFunction = (env: WebpackEnv, argv: WebpackArgv) => Configuration;

export interface ServerBuildOptions {
  /** The remote's folder. */
  dir: string;
  /** Its server entry, relative to `dir`. */
  entry: string;
  /** The name of its browser build, which must run first (it cleans `dist/`). */
  dependsOn?: string;
}

export function serverBuild(o: ServerBuildOptions): ConfigFunction;
/** `[browser, server]` for a build; the browser build alone under `webpack serve`. */
export function withServerBuild(
  browser: ConfigFunction,
  o: ServerBuildOptions,
): (env: WebpackEnv, argv: WebpackArgv) => Configuration | Configuration[];
