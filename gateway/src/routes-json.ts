// Route tables (`routes.json`) of the shell and the remotes, read from their build folder or, for a remote
// deployed elsewhere, fetched next to its entry.

/** One route as a remote declares it (docs/contracts.md); extra fields are passed through to the shell. */
export interface RouteMeta {
  id: string;
  path: string;
  guard?: string;
  layout?: string;
  [key: string]: unknown;
}

/** Parses a routes.json body; entries without a string `id` and a `path` starting with "/" are dropped. */
export function parseRoutesJson(body: Buffer | string, onDrop?: (message: string) => void): RouteMeta[] {
  const data: unknown = JSON.parse(body.toString());
  if (!Array.isArray(data)) throw new Error('routes.json must hold an array');
  const routes: RouteMeta[] = [];
  data.forEach((entry: unknown, i) => {
    const e = entry as Partial<RouteMeta> | null;
    if (
      typeof e === 'object' &&
      e !== null &&
      !Array.isArray(e) &&
      typeof e.id === 'string' &&
      e.id !== '' &&
      typeof e.path === 'string' &&
      e.path.startsWith('/')
    ) {
      routes.push(e as RouteMeta);
    } else {
      onDrop?.(`entry ${i} has no string "id" and "path" starting with "/"`);
    }
  });
  return routes;
}

export interface RemoteRoutesOptions {
  url: string;
  timeoutMs: number;
  maxAgeMs: number;
  onError?: (err: unknown) => void;
}

/** routes.json fetched over HTTP: the first call waits (bounded by the timeout), later ones never do. */
export class RemoteRoutes {
  private value: RouteMeta[] = [];
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;

  constructor(private readonly options: RemoteRoutesOptions) {}

  /** The last fetched routes ([] until a fetch succeeds); refreshes in the background when stale. */
  async get(): Promise<RouteMeta[]> {
    const first = this.fetchedAt === Number.NEGATIVE_INFINITY;
    if (Date.now() - this.fetchedAt >= this.options.maxAgeMs) {
      this.pending ??= this.refresh().finally(() => {
        this.pending = undefined;
      });
      if (first) await this.pending;
    }
    return this.value;
  }

  private async refresh(): Promise<void> {
    // Failures count as a fetch too, so an unreachable host is retried once per max age, not per request.
    this.fetchedAt = Date.now();
    try {
      const res = await fetch(this.options.url, {
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`${this.options.url} answered ${res.status}`);
      this.value = parseRoutesJson(await res.text());
    } catch (err) {
      this.options.onError?.(err);
    }
  }
}
