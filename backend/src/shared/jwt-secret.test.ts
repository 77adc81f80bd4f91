import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, type TestDatabase } from '../test/test-app';
import { databaseJwtSecret, fileJwtSecret, resolveJwtSecret } from './jwt-secret';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-secret-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

test('embedded mode generates the secret once into DATA_DIR/jwt-secret with mode 0600', async () => {
  const dataDir = path.join(dir, 'data');
  const first = await fileJwtSecret(dataDir);
  expect(first.length).toBeGreaterThanOrEqual(64);
  const stat = await fs.stat(path.join(dataDir, 'jwt-secret'));
  expect(stat.mode & 0o777).toBe(0o600);
  await expect(fileJwtSecret(dataDir)).resolves.toBe(first);
});

test('DATA_DIR becomes 0700 and an older, world-readable secret file 0600', async () => {
  const dataDir = path.join(dir, 'data');
  await fs.mkdir(dataDir, { mode: 0o755 });
  await fs.writeFile(path.join(dataDir, 'jwt-secret'), `${'s'.repeat(64)}\n`, { mode: 0o644 });
  await fs.chmod(path.join(dataDir, 'jwt-secret'), 0o644);
  await expect(fileJwtSecret(dataDir)).resolves.toBe('s'.repeat(64));
  expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
  expect((await fs.stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
});

test('a damaged secret file is an error, not a silently weak key', async () => {
  await fs.writeFile(path.join(dir, 'jwt-secret'), 'short\n');
  await expect(fileJwtSecret(dir)).rejects.toThrow(/no usable secret/);
});

describe('with a database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(() => database.close());

  test('replicas share one secret through app_secrets', async () => {
    const [a, b] = await Promise.all([databaseJwtSecret(database.db), databaseJwtSecret(database.db)]);
    expect(a).toBe(b);
    await expect(databaseJwtSecret(database.db)).resolves.toBe(a);
  });

  test('JWT_SECRET wins; DATABASE_URL picks the table; otherwise the file', async () => {
    const db = database.db;
    await expect(
      resolveJwtSecret({ jwtSecret: 'x'.repeat(40), databaseUrl: 'postgres://h/db', dataDir: dir, db }),
    ).resolves.toBe('x'.repeat(40));
    await expect(
      resolveJwtSecret({ jwtSecret: null, databaseUrl: 'postgres://h/db', dataDir: dir, db }),
    ).resolves.toBe(await databaseJwtSecret(db));
    const fromFile = await resolveJwtSecret({ jwtSecret: null, databaseUrl: null, dataDir: dir, db });
    expect((await fs.readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(fromFile);
  });
});
