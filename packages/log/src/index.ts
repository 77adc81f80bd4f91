// The browser's one logger (issue 35): front-end code never calls `console` itself (ESLint no-console), so the
// levels and the line format are one rule. Warnings and errors are always written — they are what a developer or
// the feedback window needs to see. `debug` and `info` are written in a development build, or in any build after
// `localStorage.setItem('officefit:log', 'debug')` in the browser's console. Servers log through pino instead
// (backend/src/shared/logger.ts, gateway/src/logger.ts); this module stays small because every remote bundles it.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Log {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** The localStorage key that turns on debug and info lines in a production build. */
export const VERBOSE_KEY = 'officefit:log';

function verbose(): boolean {
  if (process.env.NODE_ENV === 'development') return true;
  try {
    return globalThis.localStorage?.getItem(VERBOSE_KEY) === 'debug';
  } catch {
    // storage refused (privacy mode, server rendering): stay quiet
    return false;
  }
}

/** A logger whose lines start with `[area]`. The console is looked up on every call (tests may replace it). */
export function createLog(area: string): Log {
  const write = (level: LogLevel, message: string, detail: unknown) => {
    if ((level === 'debug' || level === 'info') && !verbose()) return;
    const line = `[${area}] ${message}`;
    // eslint-disable-next-line no-console -- the one place that writes to the browser's console
    if (detail === undefined) console[level](line);
    // eslint-disable-next-line no-console -- as above
    else console[level](line, detail);
  };
  return {
    debug: (message, detail) => write('debug', message, detail),
    info: (message, detail) => write('info', message, detail),
    warn: (message, detail) => write('warn', message, detail),
    error: (message, detail) => write('error', message, detail),
  };
}
