// A node-postgres-shaped pool over one PGlite instance, so Kysely's PostgresDialect serves both databases.
// PGlite is a single connection: a client holds it exclusively from connect() to release(), which keeps a
// transaction's statements together and makes concurrent transactions run one after another.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
}

export interface PGlitePoolOptions {
  /** Give up waiting for the connection after this long (0 = wait forever). */
  acquireTimeoutMs?: number;
}

const MUTATING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** Pool adapter for Kysely's PostgresDialect backed by a single PGlite instance. */
export class PGlitePool implements PostgresPool {
  readonly #pglite: PGlite;
  readonly #acquireTimeoutMs: number;
  readonly #waiters: Waiter[] = [];
  #busy = false;
  #ended = false;

  constructor(pglite: PGlite, options: PGlitePoolOptions = {}) {
    this.#pglite = pglite;
    this.#acquireTimeoutMs = options.acquireTimeoutMs ?? 60_000;
  }

  /** Resolves a client once the connection is free; the caller must release() it. */
  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('PGlite pool has been closed');
    await this.#acquire();
    return this.#createClient();
  }

  /** Closes PGlite; pending connect() calls fail. */
  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    for (const waiter of this.#waiters.splice(0)) {
      if (waiter.timer) clearTimeout(waiter.timer);
      waiter.reject(new Error('PGlite pool has been closed'));
    }
    await this.#pglite.close();
  }

  /** True while a client holds the connection (for tests and diagnostics). */
  get busy(): boolean {
    return this.#busy;
  }

  #acquire(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, timer: undefined };
      if (this.#acquireTimeoutMs > 0) {
        waiter.timer = setTimeout(() => {
          const index = this.#waiters.indexOf(waiter);
          if (index >= 0) this.#waiters.splice(index, 1);
          // The usual cause is code that uses `db` instead of `trx` inside a transaction.
          reject(new Error(`PGlite connection still busy after ${this.#acquireTimeoutMs} ms`));
        }, this.#acquireTimeoutMs);
      }
      this.#waiters.push(waiter);
    });
  }

  #releaseConnection(): void {
    const next = this.#waiters.shift();
    if (next) {
      if (next.timer) clearTimeout(next.timer);
      next.resolve(); // the connection passes straight to the next waiter; #busy stays true
    } else {
      this.#busy = false;
    }
  }

  #createClient(): PostgresPoolClient {
    let released = false;
    const pglite = this.#pglite;
    const query = async (sqlText: unknown, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sqlText !== 'string') throw new Error('PGlitePool does not support cursors');
      if (released) throw new Error('PGlite client used after release()');
      const result = await pglite.query<Record<string, unknown>>(sqlText, parameters ? [...parameters] : []);
      const command = (result.command ?? 'SELECT') as PostgresQueryResult<unknown>['command'];
      return {
        command,
        rowCount: MUTATING.has(command) ? (result.affectedRows ?? result.rows.length) : result.rows.length,
        rows: result.rows,
      };
    };
    const release = () => {
      if (released) return;
      released = true;
      this.#releaseConnection();
    };
    return { query, release } as PostgresPoolClient;
  }
}
