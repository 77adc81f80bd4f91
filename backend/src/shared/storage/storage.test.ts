import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  checkKey,
  createFileSystemStorage,
  createMemoryStorage,
  createS3Storage,
  type FileStorage,
  InvalidStorageKeyError,
} from '.';

const HOSTILE_KEYS = [
  '',
  '../secret',
  'a/../../b',
  '/etc/passwd',
  'a//b',
  'a/./b',
  '.hidden',
  'a\\b',
  'a\u0000b',
  'C:/x',
  'x'.repeat(101),
  'a/',
];

test('keys are plain relative names', () => {
  for (const key of ['team-photos/0123abcd', 'a.b_c-d', 'x/y/z']) expect(checkKey(key)).toBe(key);
  for (const key of HOSTILE_KEYS) expect(() => checkKey(key)).toThrow(InvalidStorageKeyError);
});

async function roundTrip(storage: FileStorage): Promise<void> {
  const body = Buffer.from('hello photo');
  await storage.put('team-photos/abc', body, 'image/png');
  expect((await storage.get('team-photos/abc'))?.body.equals(body)).toBe(true);
  await storage.put('team-photos/abc', Buffer.from('replaced'), 'image/png');
  expect((await storage.get('team-photos/abc'))?.body.toString()).toBe('replaced');
  await storage.delete('team-photos/abc');
  expect(await storage.get('team-photos/abc')).toBeNull();
  await expect(storage.delete('team-photos/abc')).resolves.toBeUndefined();
  for (const key of HOSTILE_KEYS) {
    await expect(storage.put(key, body, 'image/png')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  }
}

describe('file system', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-storage-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  test('round trip; traversal keys refused; nothing written outside the root', async () => {
    const root = path.join(dir, 'files');
    await roundTrip(await createFileSystemStorage(root));
    expect(await fs.readdir(dir)).toEqual(['files']);
  });

  test('the folders are 0700 and the files 0600', async () => {
    const root = path.join(dir, 'files');
    const storage = await createFileSystemStorage(root);
    await storage.put('team-photos/abc', Buffer.from('x'), 'image/png');
    expect((await fs.stat(root)).mode & 0o777).toBe(0o700);
    expect((await fs.stat(path.join(root, 'team-photos'))).mode & 0o777).toBe(0o700);
    expect((await fs.stat(path.join(root, 'team-photos/abc'))).mode & 0o777).toBe(0o600);
    // no temporary file is left behind
    expect(await fs.readdir(path.join(root, 'team-photos'))).toEqual(['abc']);
  });
});

test('memory: round trip; traversal keys refused', async () => {
  await roundTrip(createMemoryStorage());
});

describe('S3-compatible', () => {
  // a minimal S3 stand-in: path-style objects in a Map; every request must carry a SigV4 signature
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Array<{ method: string; url: string; auth: string }> = [];
  let server: http.Server;
  let endpoint: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '' });
        const key = req.url!;
        if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] ?? '' });
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const object = objects.get(key);
          if (!object)
            res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error>NoSuchKey</Error>');
          else res.writeHead(200, { 'Content-Type': object.type }).end(object.body);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('round trip with signed, path-style requests; the content type is stored', async () => {
    const storage = createS3Storage({
      endpoint: `${endpoint}/`,
      bucket: 'officefit',
      region: 'eu-central-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: 'prod',
    });
    await storage.put('team-photos/abc', Buffer.from('png bytes'), 'image/png');
    expect(objects.get('/officefit/prod/team-photos/abc')).toEqual({
      body: Buffer.from('png bytes'),
      type: 'image/png',
    });
    expect(await storage.get('team-photos/abc')).toEqual({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
    await roundTrip(storage);
    for (const request of seen) {
      expect(request.url).toMatch(/^\/officefit\/prod\/team-photos\/abc$/);
      expect(request.auth).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/,
      );
    }
  });
});
