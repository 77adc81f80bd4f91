// The data folder is made private, but a shared sticky folder above it (/tmp when DATA_DIR or the PGlite folder
// sits directly in it) is left as it is: tightening /tmp to 0700 locks every other user (postgres) out of it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensurePrivateDir, restrictTree } from './private-files';

const modeOf = async (p: string) => (await fs.stat(p)).mode & 0o7777;

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-private-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

test('a new or existing folder becomes 0700, files below it 0600', async () => {
  const dir = path.join(root, 'data', 'db');
  await ensurePrivateDir(dir);
  expect(await modeOf(dir)).toBe(0o700);
  await fs.chmod(dir, 0o755);
  await fs.writeFile(path.join(dir, 'file'), 'x', { mode: 0o666 });
  await fs.chmod(path.join(dir, 'file'), 0o666);
  await restrictTree(dir);
  expect(await modeOf(dir)).toBe(0o700);
  expect(await modeOf(path.join(dir, 'file'))).toBe(0o600);
});

test('a shared sticky folder (like /tmp) keeps its mode', async () => {
  const shared = path.join(root, 'shared-tmp');
  await fs.mkdir(shared);
  await fs.chmod(shared, 0o1777);
  await ensurePrivateDir(shared);
  await restrictTree(shared);
  expect(await modeOf(shared)).toBe(0o1777);
  // the private folder inside it is still tightened
  await ensurePrivateDir(path.join(shared, 'officefit'));
  expect(await modeOf(path.join(shared, 'officefit'))).toBe(0o700);
});
