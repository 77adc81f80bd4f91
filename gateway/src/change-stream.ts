// The backend's stream of blog list changes, as this gateway hears it (issue 16). While the stream is live, a kept
// visitor answer that the backend marked current (CURRENT_FOR_HEADER) is sent from memory without asking the backend
// (api-answer-cache.ts); every change, and every moment the stream could have missed one, raises `generation`,
// which retires every such mark made before. The backend opens the stream with `event: live` only while its own
// LISTEN is live and ends it when that stops, so a live stream misses nothing. A stream silent for longer than
// `idleMs` (the backend sends a comment every 10 s) counts as lost. All replicas share one database, so any one of
// them tells of every change; a lost stream reconnects to the pool's next pick.
import http from 'node:http';
import https from 'node:https';
import { POST_LIST_CHANGES_PATH } from '@officefit/domain';
import { createParser } from 'eventsource-parser';

/** What a kept answer's mark is checked against. */
export interface ChangeSignal {
  /** True while a change would be heard. */
  readonly live: boolean;
  /** Raised by every change, and whenever one could have been missed. */
  readonly generation: number;
}

export interface ChangeStreamOptions {
  /** A stream that sends nothing for this long counts as lost (ms). */
  idleMs?: number;
  /** Waits between reconnects (ms), doubling from the first to the last. */
  retryMs?: { first: number; last: number };
  log?: (message: string) => void;
}

export class ChangeStream implements ChangeSignal {
  private generationValue = 0;
  private isLive = false;
  private stopped = true;
  private request: http.ClientRequest | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private delay: number;
  private readonly idleMs: number;
  private readonly retryMs: { first: number; last: number };

  /** `pick` names the backend to connect to (BackendPool.pick: a healthy replica). */
  constructor(
    private readonly pick: () => string,
    private readonly options: ChangeStreamOptions = {},
  ) {
    this.idleMs = options.idleMs ?? 30_000;
    this.retryMs = options.retryMs ?? { first: 250, last: 10_000 };
    this.delay = this.retryMs.first;
  }

  get live(): boolean {
    return this.isLive;
  }

  get generation(): number {
    return this.generationValue;
  }

  /** Something may have changed (a change event, or a content write that passed through this gateway). */
  changed(): void {
    this.generationValue += 1;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.lost();
  }

  private connect(): void {
    this.retryTimer = undefined;
    const url = new URL(POST_LIST_CHANGES_PATH, this.pick());
    const client = url.protocol === 'https:' ? https : http;
    // a connection of its own (no agent): it stays open for as long as the stream lives
    const request = client.get(url, { agent: false, headers: { accept: 'text/event-stream' } });
    this.request = request;
    // the stream never keeps the process alive (tests, a shutdown waiting for open sockets)
    request.on('socket', (socket) => socket.unref());
    request.on('error', () => this.lost(request));
    request.on('close', () => this.lost(request));
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        this.lost(request);
        return;
      }
      const parser = createParser({
        onEvent: (event) => {
          if (event.event === 'live') {
            this.isLive = true;
            this.delay = this.retryMs.first;
          }
          // a change, or the start of a stream: nothing marked before it is known to be current
          this.changed();
        },
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        this.idle(request);
        parser.feed(chunk);
      });
      this.idle(request);
    });
  }

  /** Restarts the silence timer of `request`'s stream. */
  private idle(request: http.ClientRequest): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => request.destroy(), this.idleMs).unref();
  }

  /** The stream (`request`, or the current one) ended or failed: nothing is current until a new one is live. */
  private lost(request = this.request): void {
    if (!request || request !== this.request) return;
    this.request = undefined;
    clearTimeout(this.idleTimer);
    request.destroy();
    if (this.isLive)
      this.options.log?.('backend change stream lost: kept answers are revalidated until it is back');
    this.isLive = false;
    this.changed();
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => this.connect(), this.delay).unref();
    this.delay = Math.min(this.delay * 2, this.retryMs.last);
  }
}
