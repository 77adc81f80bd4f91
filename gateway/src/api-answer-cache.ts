// Public `/wp-json` answers the gateway keeps, and revalidates on every use (issue 16). Proxying a blog list (43.5 kB)
// cost the gateway twice the backend's own work on it. A visitor's GET that the gateway answered before goes to the
// backend with `If-None-Match: <kept ETag>`; the backend still decides (its own checks, its own ETag), and when it
// says 304 the gateway sends the kept bytes. Nothing is ever served without the backend's word, so an answer is
// never stale, whichever replica or gateway wrote. Kept: 200 answers to GETs without Authorization, with an ETag,
// without Set-Cookie, not `private` or `no-store`, not varying on more than Authorization and Accept-Encoding.
// One exception to asking: an answer the backend marked current for N seconds (CURRENT_FOR_HEADER, a visitor's blog
// list) is sent from memory without asking while the backend's change stream (change-stream.ts) is live and has
// reported no change since the request that brought the mark left for the backend, for at most those N seconds.
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { ChangeSignal } from './change-stream';

/** A kept answer: its status is 200; `headers` as the backend sent them, minus hop-by-hop and framing headers. */
export interface KeptAnswer {
  etag: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** Sent without asking until `until` (Date.now() ms) while the change signal is live at `generation`. */
  current?: CurrentMark;
}

export interface CurrentMark {
  until: number;
  generation: number;
}

/** The longest a mark is trusted, whatever the backend says (s). */
const MAX_CURRENT_SECONDS = 3600;

/** Headers that describe one message's framing or connection, never kept. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);
/** Vary values a kept answer may carry: requests it serves have no Authorization; encoding is the gateway's. */
const VARY_OK = new Set(['authorization', 'accept-encoding']);

export interface ApiAnswerCacheOptions {
  /** How many answers are kept (the least recently used goes first). */
  maxEntries?: number;
  /** Answers larger than this are not kept (bytes). */
  maxBytes?: number;
  /** All kept bodies together stay below this (bytes). */
  maxTotalBytes?: number;
  /** The backend's change stream; without it every kept answer is revalidated. */
  changes?: ChangeSignal;
}

export class ApiAnswerCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private readonly maxEntries: number;
  private readonly maxTotalBytes: number;
  private totalBytes = 0;
  private readonly changes: ChangeSignal | undefined;
  readonly maxBytes: number;

  constructor({
    maxEntries = 500,
    maxBytes = 512 * 1024,
    maxTotalBytes = 16 * 1024 * 1024,
    changes,
  }: ApiAnswerCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.maxTotalBytes = maxTotalBytes;
    this.changes = changes;
  }

  /** Taken when a request leaves for the backend: its answer can be marked current only if nothing changed since. */
  askedAt(): number | undefined {
    return this.changes?.live ? this.changes.generation : undefined;
  }

  /**
   * The mark for an answer the backend called current for `currentFor` seconds (the header's value), asked at
   * `askedAt`; undefined when the backend did not. It carries `askedAt`, so a change heard since the request left
   * (or a stream lost) retires it before its first use.
   */
  markFor(currentFor: unknown, askedAt: number | undefined): CurrentMark | undefined {
    const seconds = Number(currentFor);
    if (askedAt === undefined || !(seconds > 0)) return undefined;
    return { until: Date.now() + Math.min(seconds, MAX_CURRENT_SECONDS) * 1000, generation: askedAt };
  }

  /** The kept answer for `key` when it may be sent without asking the backend (see the file comment). */
  current(key: string): KeptAnswer | undefined {
    const mark = this.entries.get(key)?.current;
    if (
      !mark ||
      !this.changes?.live ||
      this.changes.generation !== mark.generation ||
      Date.now() >= mark.until
    )
      return undefined;
    return this.get(key);
  }

  /** The key of a request whose answer may be kept, or undefined (not a GET, or signed in). */
  keyOf(req: IncomingMessage, protocol: string): string | undefined {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || req.headers.range !== undefined)
      return undefined;
    return `${protocol}://${req.headers.host ?? ''}${req.url ?? ''}`;
  }

  get(key: string): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (kept) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, kept);
    }
    return kept;
  }

  set(key: string, answer: KeptAnswer): void {
    this.delete(key);
    // the least recently used go first
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.totalBytes + answer.body.length > this.maxTotalBytes)
    ) {
      this.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, answer);
    this.totalBytes += answer.body.length;
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.totalBytes -= kept.body.length;
  }

  /** The bytes of every kept body together. */
  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Whether a backend answer may be kept (see the file comment); the body's size is checked while it arrives. */
export function isKeepable(status: number, headers: IncomingHttpHeaders, maxBytes: number): boolean {
  if (status !== 200 || typeof headers.etag !== 'string' || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!vary.every((name) => VARY_OK.has(name))) return false;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) && length <= maxBytes;
}

/** The headers of a backend answer as kept and sent again. */
export function keptHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = value;
  }
  return kept;
}

/** A kept answer's headers brought up to date by a 304's (RFC 9111 §4.3.4: the 304's fields replace the kept ones). */
export function refreshedHeaders(
  kept: OutgoingHttpHeaders,
  notModified: IncomingHttpHeaders,
): OutgoingHttpHeaders {
  return { ...kept, ...keptHeaders(notModified) };
}
