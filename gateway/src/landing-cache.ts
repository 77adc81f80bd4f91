// The finished HTML of prerendered landing pages, so an unchanged page costs a map lookup instead of a backend
// fetch and a composition (issue 16: ≥ 1,000 req/s). Entries are dropped by a CMS write that passes through this
// gateway (see `isContentWrite`), when a deploy changes the shell's index or a route table, and after `ttlMs` at
// the latest, which bounds how long another gateway's publish or a scheduled post takes to show here.
// A page is kept without its CSP nonce, which each answer adds (csp-nonce.ts): so there is no ETag or gzip copy
// to keep, as each answer's bytes differ; what the cache saves is the backend fetch and the render.

export interface CachedLanding {
  body: string;
}

interface Entry extends CachedLanding {
  /** The objects the page was made from (the shell index and the route tables): any other identity is stale. */
  sources: readonly unknown[];
  storedAt: number;
}

export interface LandingCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/** `/wp-json` writes that may change what a landing page or an article shows. */
export function isContentWrite(method: string | undefined, pathname: string, status: number): boolean {
  if (!method || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (status >= 400) return false;
  return /^\/wp-json\/officefit\/v1\/(?:cms|admin)(?:\/|$)/.test(pathname);
}

export class LandingCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedLanding | null>>();
  /** Raised by every invalidation: a render that started before it is answered but not stored. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: LandingCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /**
   * The cached page for `key` while it is fresh and made from the same `sources`; otherwise `produce()` makes it
   * (once for all requests arriving meanwhile). `null` from `produce` is passed on and not cached.
   */
  async get(
    key: string,
    sources: readonly unknown[],
    produce: () => Promise<string | null>,
  ): Promise<CachedLanding | null> {
    const hit = this.entries.get(key);
    if (hit && this.isFresh(hit, sources)) return hit;
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const job = produce()
      .then((body) => {
        if (body === null) return null;
        const page: CachedLanding = { body };
        if (generation === this.generation) this.store(key, { ...page, sources, storedAt: this.now() });
        return page;
      })
      .finally(() => {
        if (this.pending.get(key) === job) this.pending.delete(key);
      });
    this.pending.set(key, job);
    return job;
  }

  private isFresh(entry: Entry, sources: readonly unknown[]): boolean {
    if (this.now() - entry.storedAt >= this.options.ttlMs) return false;
    return entry.sources.length === sources.length && entry.sources.every((s, i) => s === sources[i]);
  }

  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    // Map order is insertion order: the oldest entry goes first.
    if (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
