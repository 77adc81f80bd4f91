// The offline write queue (issue 15); see queue.ts.
export {
  isQueued,
  pointsOf,
  queuedWrites,
  queueableWrite,
  replayOfflineQueue,
  sendOrQueue,
  subscribeOfflineQueue,
  setQueueStore,
  type QueuedAnswer,
  type QueueEvent,
} from './queue';
export { indexedDbQueueStore, type OfflineWriteKind, type QueuedWrite, type QueueStore } from './store';
