// Issue 9.6: the embedded database's files must not be readable or writable by other users of the machine.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DB_SETUP_TIMEOUT_MS } from '../test/test-app';
import { openDatabase } from './client';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-data-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

async function modes(root: string): Promise<{ dirs: Set<number>; files: Set<number> }> {
  const dirs = new Set<number>([(await fs.stat(root)).mode & 0o777]);
  const files = new Set<number>();
  for (const entry of await fs.readdir(root, { withFileTypes: true, recursive: true })) {
    const mode = (await fs.stat(path.join(entry.parentPath ?? entry.path, entry.name))).mode & 0o777;
    (entry.isDirectory() ? dirs : files).add(mode);
  }
  return { dirs, files };
}

test(
  'DATA_DIR and the PGlite folder are 0700, its files 0600',
  async () => {
    const dataDir = path.join(dir, 'data');
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await sql`create table t (a integer)`.execute(handle.db);
    const open = await modes(dataDir);
    expect(open.dirs).toEqual(new Set([0o700]));
    await handle.close();
    const closed = await modes(dataDir);
    expect(closed.dirs).toEqual(new Set([0o700]));
    expect(closed.files).toEqual(new Set([0o600]));
  },
  DB_SETUP_TIMEOUT_MS,
);
