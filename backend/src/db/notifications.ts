// LISTEN for the database's notifications (NOTIFY, sent when the notifying transaction commits). On a PostgreSQL
// server a connection of its own listens and reconnects when it is lost; PGlite is one session in this process,
// where its own listen() hears every commit.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { logger } from '../shared/logger';

export interface NotificationListener {
  /** A notification's payload. */
  notify(payload: string): void;
  /** True once notifications arrive, false when they may be missed (connection lost, closed). */
  live(isLive: boolean): void;
}

/** Starts listening on `channel`; the returned function stops. */
export type Listen = (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;

/** PGlite: its own listen(), live from the start (nothing between this process and the database can drop). */
export function pgliteListen(pglite: PGlite): Listen {
  return async (channel, listener) => {
    const unlisten = await pglite.listen(channel, (payload) => listener.notify(payload));
    listener.live(true);
    return async () => {
      listener.live(false);
      await unlisten();
    };
  };
}

/** Waits between reconnects of a lost listening connection (ms): doubling from the first to the last. */
export const RELISTEN_DELAYS_MS = { first: 250, last: 10_000 };

/** PostgreSQL: a connection of its own per channel, outside the pool, reconnected until stopped. */
export function postgresListen(config: pg.ClientConfig): Listen {
  return async (channel, listener) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let delay = RELISTEN_DELAYS_MS.first;
    let timer: NodeJS.Timeout | null = null;

    const lost = (error?: Error) => {
      if (client === null) return;
      const old = client;
      client = null;
      listener.live(false);
      old.removeAllListeners();
      // a broken connection may still emit errors while it ends
      old.on('error', () => {});
      void old.end().catch(() => {});
      if (stopped) return;
      if (error) logger.warn({ err: error, channel }, 'db: LISTEN lost; reconnecting');
      timer = setTimeout(connect, delay);
      timer.unref();
      delay = Math.min(delay * 2, RELISTEN_DELAYS_MS.last);
    };

    async function connect(): Promise<void> {
      timer = null;
      const next = new pg.Client(config);
      client = next;
      next.on('notification', (message) => {
        if (message.channel === channel) listener.notify(message.payload ?? '');
      });
      next.on('error', (error) => lost(error));
      next.on('end', () => lost());
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        if (client === next) lost(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (client !== next || stopped) return;
      delay = RELISTEN_DELAYS_MS.first;
      listener.live(true);
    }

    await connect();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      listener.live(false);
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    };
  };
}
