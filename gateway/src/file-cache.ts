// A file read from disk and re-read when it changes, so a redeployed app is picked up without a restart.
import { promises as fs } from 'node:fs';

export interface FileCacheOptions<T> {
  file: string;
  /** Turns the file's bytes into the cached value; throwing keeps the previous value. */
  parse: (body: Buffer) => T;
  /** At most one `stat` per this many ms (0 = on every call). */
  checkMs: number;
  /** Re-read at least this often even when size and mtime look unchanged. */
  maxAgeMs: number;
  /** Called when the file exists but cannot be read or parsed. */
  onError?: (err: unknown) => void;
}

/** Caches a parsed file; `get()` returns undefined while the file is missing. */
export class FileCache<T> {
  private value: T | undefined;
  private signature = '';
  private lastCheck = Number.NEGATIVE_INFINITY;
  private lastRead = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;

  constructor(private readonly options: FileCacheOptions<T>) {}

  /** The current value, refreshed from disk when the check interval has passed. */
  async get(): Promise<T | undefined> {
    if (Date.now() - this.lastCheck >= this.options.checkMs) {
      // Concurrent requests share one refresh instead of each stat-ing the file.
      this.pending ??= this.refresh().finally(() => {
        this.pending = undefined;
      });
      await this.pending;
    }
    return this.value;
  }

  private async refresh(): Promise<void> {
    const now = Date.now();
    this.lastCheck = now;
    const { file, parse, maxAgeMs, onError } = this.options;
    try {
      const stat = await fs.stat(file);
      const signature = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      if (signature === this.signature && now - this.lastRead < maxAgeMs) return;
      const body = await fs.readFile(file);
      this.value = parse(body);
      this.signature = signature;
      this.lastRead = now;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') {
        this.value = undefined;
        this.signature = '';
        return;
      }
      // A half-written file during a deploy: keep serving the last good value and try again next check.
      onError?.(err);
    }
  }
}
