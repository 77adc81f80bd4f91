/** Route preload queue limit of spec §9: at most this many remote preloads run at once; the rest wait in order. */
export const ROUTE_PRELOAD_LIMIT = 4;

export type PreloadTask = () => Promise<unknown>;

/**
 * A queue of preloads (remote code a user is likely to open next). A preload is a hint: a failure is dropped
 * (the screen that needs the code loads it again and shows its own error), and a key already queued or running
 * is not queued twice.
 */
export function createPreloadQueue(limit = ROUTE_PRELOAD_LIMIT) {
  const waiting: Array<{ key: string; task: PreloadTask }> = [];
  const known = new Set<string>();
  let running = 0;

  const next = () => {
    while (running < limit && waiting.length > 0) {
      const { key, task } = waiting.shift()!;
      running += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          known.delete(key);
          next();
        });
    }
  };

  return {
    /** Queues a preload under a key; ignored while the same key waits or runs. */
    add(key: string, task: PreloadTask): void {
      if (known.has(key)) return;
      known.add(key);
      waiting.push({ key, task });
      next();
    },
    /** Preloads running now (for tests and diagnostics). */
    running: () => running,
    /** Preloads waiting for a free slot. */
    waiting: () => waiting.length,
  };
}
