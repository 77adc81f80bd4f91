// Where queued writes wait: one IndexedDB object store (idb-keyval), so they survive a reload or a closed tab.
import { createStore, del, set, values, type UseStore } from 'idb-keyval';

/** A write made while offline, sent again later with the same Idempotency-Key. */
export interface QueuedWrite {
  /** The Idempotency-Key of the write, also its key in the store. */
  key: string;
  /** What the write does (exercise_start, exercise_finish, habit_check, steps_entry). */
  kind: OfflineWriteKind;
  method: 'PUT' | 'POST';
  url: string;
  data: Record<string, unknown>;
  /** The signed-in user's e-mail: a write is replayed only for the user who made it. */
  owner: string;
  /** When the user made it (ms since epoch, client clock); writes are replayed in this order. */
  queuedAt: number;
  /** Tie-breaker for writes queued in the same millisecond. */
  seq: number;
}

export type OfflineWriteKind = 'exercise_start' | 'exercise_finish' | 'habit_check' | 'steps_entry';

/** The storage the queue uses; a test may hand in another. */
export interface QueueStore {
  all(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The browser's store: database `officefit-offline`, object store `writes`. */
export function indexedDbQueueStore(): QueueStore {
  let store: UseStore | null = null;
  // created on first use, so importing the module never opens IndexedDB (server render, tests)
  const db = () => (store ??= createStore('officefit-offline', 'writes'));
  return {
    async all() {
      const rows = await values<QueuedWrite>(db());
      return rows.sort((a, b) => a.queuedAt - b.queuedAt || a.seq - b.seq);
    },
    put: (write) => set(write.key, write, db()),
    remove: (key) => del(key, db()),
  };
}
