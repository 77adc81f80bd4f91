// GET /internal/post-list-changes (POST_LIST_CHANGES_PATH, outside /wp-json, so the gateway never proxies it): a
// Server-Sent Events stream that tells a gateway when what a visitor's blog list answers may have changed (issue
// 16). Migration 0027 notifies `officefit_post_lists` at every commit that writes a list input; this process
// listens and passes each notification on as `event: change`. The stream opens with `event: live` only while the
// listener is live, and every stream ends when the listener stops being live (a notification may be missed), so a
// gateway never trusts a silent stream that could miss one. A comment line every HEARTBEAT_MS lets the gateway tell
// a quiet stream from a dead one.
import type { RequestHandler, Response } from 'express';
import type { Listen } from '../../db/notifications';

/** The channel migration 0027's trigger function notifies on. */
export const POST_LIST_CHANGES_CHANNEL = 'officefit_post_lists';
/** How often an idle stream sends a comment line. */
export const HEARTBEAT_MS = 10_000;
/** Streams open at once (one per gateway process is the need; more is refused with 503). */
export const MAX_SUBSCRIBERS = 32;

export interface ChangeStreamOptions {
  heartbeatMs?: number;
  maxSubscribers?: number;
}

function unavailable(res: Response, message: string): void {
  res
    .status(503)
    .set('Cache-Control', 'no-store')
    .json({ code: 'change_stream_unavailable', message, data: { status: 503 } });
}

/**
 * The stream's handler. Without `listen` (tests, tools) it always answers 503, and a gateway then asks the backend
 * on every use of a kept answer.
 */
export function postListChangeStream(
  listen: Listen | undefined,
  { heartbeatMs = HEARTBEAT_MS, maxSubscribers = MAX_SUBSCRIBERS }: ChangeStreamOptions = {},
): RequestHandler {
  const subscribers = new Set<Response>();
  let live = false;
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (text: string) => {
    for (const res of subscribers) res.write(text);
  };
  const stopHeartbeat = () => {
    if (heartbeat && subscribers.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  if (listen) {
    listen(POST_LIST_CHANGES_CHANNEL, {
      notify: () => send('event: change\ndata:\n\n'),
      live(isLive) {
        live = isLive;
        if (isLive) return;
        // what was sent as current may now miss a change: every gateway drops it and reconnects
        for (const res of subscribers) res.end();
        subscribers.clear();
        stopHeartbeat();
      },
    }).catch((error: unknown) =>
      console.error('[posts] list changes are not streamed:', error instanceof Error ? error.message : error),
    );
  }

  return (req, res) => {
    if (!live) return unavailable(res, 'The list change stream is not available.');
    if (subscribers.size >= maxSubscribers) return unavailable(res, 'Too many list change streams are open.');
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.write('event: live\ndata:\n\n');
    subscribers.add(res);
    heartbeat ??= setInterval(() => send(': heartbeat\n\n'), heartbeatMs).unref();
    req.on('close', () => {
      subscribers.delete(res);
      stopHeartbeat();
    });
  };
}
