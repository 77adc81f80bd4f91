// Where uploaded files live: behind this interface, so the database keeps only a key and a content type and
// never holds its connection while bytes are written or read.

/** Thrown for a key that is not a plain relative name (no traversal, no absolute paths, no odd characters). */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** A stored file. */
export interface StoredFile {
  body: Buffer;
  /** The type given to put(); null when the backend does not keep it (the caller's database row does). */
  contentType: string | null;
}

export interface FileStorage {
  /** What the storage is, for the start-up log (no secrets). */
  readonly description: string;
  /** Stores `body` under `key`, replacing any earlier file of that key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

// segments of letters, digits, '.', '_' and '-', not starting with '.', joined by '/': no '..', no '/x', no '\'
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){0,4}$/;

/** Returns `key` when it is safe for every backend, else throws InvalidStorageKeyError. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}
