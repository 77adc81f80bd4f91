import type { BaseQueryApi, BaseQueryError, BaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiRequest, baseQuery } from '@officefit/api';

/**
 * The habit writes (PUT habits, action_habit, delete_action_habit) of one store, so that the habit list can tell
 * an answer that may predate a write. The server reads the list when the GET reaches it: a list read that was on
 * its way while a write was sent or answered may show the habits before that write, and committing it would undo
 * the write's optimistic patch (a check-off shows as not done again until the next read). Every write invalidates
 * `Habits`, so such a read is always followed by one that starts after the write was answered.
 */
interface HabitWrites {
  /** Writes sent so far. */
  started: number;
  /** Writes sent and not answered yet. */
  pending: number;
}

// Keyed by the store (RTK Query hands every request the store's `getState`): each test has a store of its own.
const byStore = new WeakMap<BaseQueryApi['getState'], HabitWrites>();

function writesOf(api: Pick<BaseQueryApi, 'getState'>): HabitWrites {
  let writes = byStore.get(api.getState);
  if (!writes) {
    writes = { started: 0, pending: 0 };
    byStore.set(api.getState, writes);
  }
  return writes;
}

type Answer<T> = QueryReturnValue<T, BaseQueryError<typeof baseQuery>, BaseQueryMeta<typeof baseQuery>>;
type Send = (request: ApiRequest) => Answer<unknown> | PromiseLike<Answer<unknown>>;

/**
 * The `queryFn` of a habit write: sends `request(arg)` with the app's base query. The counts change inside the
 * request, before its result is dispatched, so the list read that the write's invalidation starts already sees
 * the write as answered.
 */
export function habitWriteQuery<Result, Arg>(request: (arg: Arg) => ApiRequest) {
  return async (
    arg: Arg,
    queryApi: BaseQueryApi,
    _extraOptions: unknown,
    send: Send,
  ): Promise<Answer<Result>> => {
    const writes = writesOf(queryApi);
    writes.started += 1;
    writes.pending += 1;
    try {
      return (await send(request(arg))) as Answer<Result>;
    } finally {
      writes.pending -= 1;
    }
  };
}

/**
 * Call when a list read starts; the returned function tells, once its answer is in, whether a habit write was on
 * its way at any time during the read (that answer may then predate the write).
 */
export function listReadStarted(api: Pick<BaseQueryApi, 'getState'>): () => boolean {
  const writes = writesOf(api);
  const startedBefore = writes.started;
  const writing = writes.pending > 0;
  return () => writing || writes.pending > 0 || writes.started !== startedBefore;
}
