// The backend replicas behind this gateway (issue 17, scale-out): requests go round-robin to the replicas that
// answered their last health check. A replica that refuses a connection is taken out at once and comes back with
// its next good check, so a `kill -9` of one replica costs at most the requests that were on it. When no replica
// is known to be up, every one is tried in turn (a check may simply be late), and the proxy answers 502 if all fail.
import { pingBackend } from './health';

export interface BackendPoolOptions {
  /** Health check period per replica. */
  checkMs: number;
  /** Timeout of one check. */
  timeoutMs: number;
  log?: (message: string) => void;
  /** Stand-in for the HTTP check in tests. */
  ping?: (url: string, timeoutMs: number) => Promise<boolean>;
}

export interface BackendState {
  url: string;
  up: boolean;
}

export class BackendPool {
  private readonly up: Map<string, boolean>;
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly ping: (url: string, timeoutMs: number) => Promise<boolean>;

  constructor(
    readonly urls: readonly string[],
    private readonly options: BackendPoolOptions,
  ) {
    if (urls.length === 0) throw new Error('a backend pool needs at least one URL');
    // optimistic until the first check: a fresh gateway must not refuse its first requests
    this.up = new Map(urls.map((url) => [url, true]));
    this.ping = options.ping ?? pingBackend;
  }

  /** The replica for the next request. */
  pick(): string {
    const healthy = this.urls.filter((url) => this.up.get(url));
    const choice = healthy.length ? healthy : this.urls;
    const url = choice[this.next % choice.length]!;
    this.next = (this.next + 1) % 1_000_000;
    return url;
  }

  /** A connection to `url` failed: no more requests until a check says it is back. */
  markDown(url: string): void {
    if (this.up.get(url))
      this.options.log?.(`backend ${url} is down: taken out until it answers its health check`);
    this.up.set(url, false);
  }

  states(): BackendState[] {
    return this.urls.map((url) => ({ url, up: this.up.get(url) ?? false }));
  }

  /** Checks every replica once; resolves when all answered or timed out. */
  async check(): Promise<void> {
    await Promise.all(
      this.urls.map(async (url) => {
        const ok = await this.ping(url, this.options.timeoutMs);
        const was = this.up.get(url);
        this.up.set(url, ok);
        if (ok && was === false) this.options.log?.(`backend ${url} is back`);
        if (!ok && was) this.options.log?.(`backend ${url} failed its health check`);
      }),
    );
  }

  /** Periodic checks; with one replica there is nothing to choose, so none run. */
  start(): void {
    if (this.timer || this.urls.length < 2) return;
    this.timer = setInterval(() => void this.check(), this.options.checkMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
