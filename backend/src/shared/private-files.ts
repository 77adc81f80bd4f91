// The data folder holds the embedded database, the JWT secret and uploaded files: only the server's own user
// may read or write them (folders 0700, files 0600). PGlite creates its files 0666 whatever the umask, so the
// folder mode is what protects them; the files are tightened too, at start and on close.
import fs from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A sticky folder (mode +t, such as /tmp) is shared by every user of the machine: never ours to tighten. */
const STICKY = 0o1000;

/** Creates `dir` (and missing parents) and makes it 0700, unless it is a shared sticky folder such as /tmp
 * (a database folder directly below /tmp must not lock every other user out of /tmp). */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((await fs.stat(dir)).mode & STICKY) return;
  await fs.chmod(dir, PRIVATE_DIR_MODE);
}

/** Sets every folder below `root` (itself included) to 0700 and every file to 0600. */
export async function restrictTree(root: string): Promise<void> {
  await ensurePrivateDir(root);
  const entries = await fs.readdir(root, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries.map(async (entry) => {
      // parentPath is the newer name of path (Node ≥ 20.12)
      const full = path.join(entry.parentPath ?? entry.path, entry.name);
      try {
        if (entry.isDirectory()) await fs.chmod(full, PRIVATE_DIR_MODE);
        else if (entry.isFile()) await fs.chmod(full, PRIVATE_FILE_MODE);
      } catch (error) {
        // a temporary file the database removed meanwhile
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }),
  );
}
