// The gateway's logger (issue 35): pino, one JSON line per entry on stdout, the level from LOG_LEVEL (default info;
// silent under jest unless LOG_LEVEL is set). Request ids: request-id.ts; the access log: access-log.ts.
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/** A warning with optional fields (e.g. the request id); tests pass `(message) => warnings.push(message)`. */
export type Log = (message: string, fields?: Record<string, unknown>) => void;

/** LOG_LEVEL (pino's names: fatal, error, warn, info, debug, trace, silent); info, or silent in a jest worker. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || (env.JEST_WORKER_ID ? 'silent' : 'info');
}

/** A logger writing JSON lines to `destination` (stdout by default); tests pass a stream to read the lines. */
export function createLogger(destination?: DestinationStream, level = logLevel()): Logger {
  return pino({ name: 'gateway', level }, destination);
}

/** The process's logger. */
export const logger: Logger = createLogger();

/** A Log that writes warnings to `base`. */
export function warningsTo(base: Logger): Log {
  return (message, fields) => base.warn(fields ?? {}, message);
}
