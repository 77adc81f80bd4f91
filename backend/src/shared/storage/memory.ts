// Files in a Map: for apps built in tests and tools without a configured storage (server.ts always passes one).
import { checkKey, type FileStorage } from './types';

export function createMemoryStorage(): FileStorage {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  return {
    description: 'memory (not persisted)',
    async put(key, body, contentType) {
      files.set(checkKey(key), { body: Buffer.from(body), contentType });
    },
    async get(key) {
      return files.get(checkKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
  };
}
