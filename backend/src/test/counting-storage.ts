// A memory storage for tests that shows which keys it holds: proof that an upload, a refused upload or a delete
// leaves nothing behind.
import { createMemoryStorage, type FileStorage } from '../shared/storage';

export function countingStorage(): FileStorage & { keys: Set<string> } {
  const inner = createMemoryStorage();
  const keys = new Set<string>();
  return {
    keys,
    description: 'counting memory',
    put: async (key, body, type) => {
      keys.add(key);
      await inner.put(key, body, type);
    },
    get: (key) => inner.get(key),
    delete: async (key) => {
      keys.delete(key);
      await inner.delete(key);
    },
  };
}
