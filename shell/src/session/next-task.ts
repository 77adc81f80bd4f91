// No imports: the shell's entry uses this before any shared module is loaded.

/**
 * Resolves in a later task, so that the step after it is a task of its own (Total Blocking Time, #16):
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued work), else a message to itself
 * (like React's scheduler: unlike a timer it is not held back to once a second in a tab opened in the background).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
