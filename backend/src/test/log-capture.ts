// Test helper: a logger whose JSON lines are kept in memory, to check what a request logged (and what it did not).
import { createLogger, type Logger } from '../shared/logger';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [field: string]: unknown;
}

/** pino's numbers: 30 info, 40 warn, 50 error. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

export function captureLogs(level = 'debug'): { logger: Logger; lines: LogLine[]; clear(): void } {
  const lines: LogLine[] = [];
  const logger = createLogger(
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    level,
  );
  return { logger, lines, clear: () => void lines.splice(0) };
}
