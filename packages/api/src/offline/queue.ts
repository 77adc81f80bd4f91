// The offline queue (issue 15): exercise, habit and steps writes made without network are kept with an
// Idempotency-Key and sent again when the network is back; the backend credits each key once, so a write that
// did reach the server (its answer lost) or a queue replayed twice by two tabs never counts twice.
import { nanoid, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { api, type SharedTagType } from '../api';
import type { ApiRequest } from '../base-query';
import { isNoResponse, isSessionFailure, toApiFailure, type ApiFailure } from '../errors';
import { sessionApi } from '../session-endpoints';
import type { AuthState } from '../state/auth-slice';
import { indexedDbQueueStore, type OfflineWriteKind, type QueuedWrite, type QueueStore } from './store';
import { createLog } from '@officefit/log';

const log = createLog('offline');

/** Header of a replayed write: milliseconds since the user made it (backend activity/routes.ts). */
export const OFFLINE_AGE_HEADER = 'Offline-Age-Ms';

/** What a queued write answers instead of the server's answer. */
export interface QueuedAnswer {
  queued: true;
  key: string;
}

export function isQueued(answer: unknown): answer is QueuedAnswer {
  return typeof answer === 'object' && answer !== null && (answer as QueuedAnswer).queued === true;
}

/** What the queue tells the app: a write was queued, or a replay sent (or gave up on) some writes. */
export type QueueEvent =
  | { type: 'queued'; write: QueuedWrite }
  | {
      type: 'synced';
      sent: Array<{ write: QueuedWrite; answer: unknown }>;
      failed: Array<{ write: QueuedWrite; failure: ApiFailure }>;
    };

type Listener = (event: QueueEvent) => void;
const listeners = new Set<Listener>();
let store: QueueStore = indexedDbQueueStore();
let seq = 0;

/** Tests: another store (fake-indexeddb or memory). */
export function setQueueStore(next: QueueStore): void {
  store = next;
}

/** Listens to the queue's events; returns the unsubscribe function. */
export function subscribeOfflineQueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: QueueEvent): void {
  for (const listener of listeners) listener(event);
}

/** The writes waiting for the network, oldest first. */
export function queuedWrites(): Promise<QueuedWrite[]> {
  return store.all();
}

/**
 * The signed-in user the queue belongs to: the e-mail of the session, or of `me` while the auth state has none
 * yet (a session restored from the cookie alone; the auth slice takes it over from `me` as soon as it loads).
 */
function ownerOf(getState: () => unknown): string | null {
  const state = getState() as { auth?: AuthState; api?: unknown };
  if (!state.auth?.loggedIn) return null;
  if (state.auth.email) return state.auth.email;
  if (!state.api) return null;
  return sessionApi.endpoints.getMe.select()(state as never).data?.email ?? null;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

type Answer = { data: unknown; error?: undefined } | { error: unknown; data?: undefined };
type Send = (request: ApiRequest) => Answer | PromiseLike<Answer>;

/**
 * Sends a write with a fresh Idempotency-Key; when the browser is offline or the call gets no answer at all, the
 * write is queued instead and answers `{queued: true}`. Without a signed-in user nothing is queued.
 */
export async function sendOrQueue<A extends Answer>(
  kind: OfflineWriteKind,
  request: ApiRequest,
  queryApi: Pick<BaseQueryApi, 'getState'>,
  send: (request: ApiRequest) => A | PromiseLike<A>,
): Promise<A | { data: QueuedAnswer }> {
  const key = nanoid();
  // the moment of the user's action: a write sent later says how long ago it was made (see replay)
  const madeAt = Date.now();
  const keyed: ApiRequest = { ...request, headers: { ...request.headers, 'Idempotency-Key': key } };
  const owner = ownerOf(queryApi.getState);
  if (!owner) return send(keyed);
  let sent: A | undefined;
  if (!isOffline()) {
    sent = await send(keyed);
    if (!sent.error || !isNoResponse(toApiFailure(sent.error as never))) return sent;
  }
  const write: QueuedWrite = {
    key,
    kind,
    method: request.method === 'POST' ? 'POST' : 'PUT',
    url: request.url,
    data: request.data ?? {},
    owner,
    queuedAt: madeAt,
    seq: seq++,
  };
  try {
    await store.put(write);
  } catch (error) {
    // no IndexedDB (private mode, old browser): the write fails as it would without the queue
    log.warn('the write could not be queued', error);
    return sent ?? send(keyed);
  }
  emit({ type: 'queued', write });
  return { data: { queued: true, key } satisfies QueuedAnswer };
}

/** A `queryFn` for a queueable write endpoint: `request(arg)` is sent now or queued (see sendOrQueue). */
export function queueableWrite<Arg>(kind: OfflineWriteKind, request: (arg: Arg) => ApiRequest) {
  return (arg: Arg, queryApi: BaseQueryApi, _extra: unknown, send: Send) =>
    sendOrQueue(kind, request(arg), queryApi, send) as Promise<never>;
}

/**
 * What a replayed write changes on the server: me (points), today's plan, points (weekly goal, calendar, history),
 * strike, habits, awards and the ranking (all shared tags: the shell replays the writes of every area). Invalidated once after the whole replay, so every screen reloads them
 * from the state after the last write (and a query that loaded while the writes were on their way, e.g. the
 * reconnect's refetch, loads again).
 */
export const SYNCED_TAGS = [
  'Me',
  'Units',
  'Points',
  'Strike',
  'Habits',
  'HabitActions',
  'Awards',
  'Ranking',
] as const satisfies ReadonlyArray<SharedTagType>;

// The replay goes through the app's api slice (base query, session rule); the screens' data is invalidated once
// after the whole replay (see replay), not after each write.
const replayApi = api.injectEndpoints({
  endpoints: (build) => ({
    replayOfflineWrite: build.mutation<unknown, ApiRequest>({
      query: (request) => request,
    }),
  }),
});

type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Failures after which the write stays queued and the replay stops (try again later). */
function isTransient(failure: ApiFailure): boolean {
  if (isNoResponse(failure) || isSessionFailure(failure)) return true;
  if (failure.code === 'idempotency_key_in_progress') return true;
  return typeof failure.status !== 'number' || failure.status >= 500 || failure.status === 429;
}

let running: Promise<void> | null = null;

/**
 * Sends the signed-in user's queued writes in order, each with its own key. Stops at the first write that gets no
 * answer (still offline); a write the server refuses for good (e.g. outside the steps window) is dropped and
 * reported. One replay at a time per tab; another tab replaying the same writes is safe thanks to the keys.
 */
export function replayOfflineQueue(dispatch: AppThunkDispatch, getState: () => unknown): Promise<void> {
  running ??= replay(dispatch, getState).finally(() => {
    running = null;
  });
  return running;
}

async function replay(dispatch: AppThunkDispatch, getState: () => unknown): Promise<void> {
  const owner = ownerOf(getState);
  if (!owner || isOffline()) return;
  const writes = (await store.all()).filter((w) => w.owner === owner);
  const sent: Array<{ write: QueuedWrite; answer: unknown }> = [];
  const failed: Array<{ write: QueuedWrite; failure: ApiFailure }> = [];
  for (const write of writes) {
    const request: ApiRequest = {
      method: write.method,
      url: write.url,
      data: write.data,
      // the age, not the client's time: one clock measures it, so a device clock that is off does not matter; the
      // backend counts an exercise start or finish at that moment (same local day only)
      headers: {
        'Idempotency-Key': write.key,
        [OFFLINE_AGE_HEADER]: String(Math.max(0, Date.now() - write.queuedAt)),
      },
    };
    const result = await dispatch(replayApi.endpoints.replayOfflineWrite.initiate(request));
    if ('error' in result && result.error) {
      const failure = toApiFailure(result.error);
      if (isTransient(failure)) break;
      failed.push({ write, failure });
    } else {
      sent.push({ write, answer: result.data });
    }
    await store.remove(write.key);
  }
  if (!sent.length && !failed.length) return;
  dispatch(api.util.invalidateTags([...SYNCED_TAGS]));
  emit({ type: 'synced', sent, failed });
}

/** The points the replayed writes earned (each answer's `points`). */
export function pointsOf(answers: Array<{ answer: unknown }>): number {
  return answers.reduce((sum, { answer }) => {
    const points = (answer as { points?: unknown } | null)?.points;
    return sum + (typeof points === 'number' ? points : 0);
  }, 0);
}
