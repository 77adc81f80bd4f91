// Files under a folder (by default DATA_DIR/files): folders 0700, files 0600, written to a temporary name and
// renamed, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files';
import { checkKey, type FileStorage, InvalidStorageKeyError } from './types';

/** The file-system storage rooted at `root` (created 0700 when missing). */
export async function createFileSystemStorage(root: string): Promise<FileStorage> {
  const base = path.resolve(root);
  await ensurePrivateDir(base);

  const fileOf = (key: string): string => {
    const file = path.resolve(base, checkKey(key));
    // checkKey already excludes traversal; this is the second lock on the same door
    if (!file.startsWith(`${base}${path.sep}`)) throw new InvalidStorageKeyError(key);
    return file;
  };

  return {
    description: `files in ${base}`,
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, body, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return { body: await fs.readFile(fileOf(key)), contentType: null };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
