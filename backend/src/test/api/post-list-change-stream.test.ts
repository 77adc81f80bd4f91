// What the backend tells a gateway about visitors' blog lists (issue 16; posts/change-stream.ts, migration 0027), on
// PGlite and (with DATABASE_URL) PostgreSQL, with the app built as server.ts builds it: the change stream passes on
// every committed write to a list input, made straight in the database as another process would, and nothing of a
// rolled-back one; a visitor's list says how long it stays current (shorter when a scheduled post comes out
// sooner); a signed-in reader's list never does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CURRENT_FOR_HEADER, POST_LIST_CHANGES_PATH } from '@officefit/domain';
import type { Express } from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../../app';
import { GATEWAY_MAX_SECONDS } from '../../modules/posts';
import { insertPost } from '../marketing-fixtures';
import { until } from '../scratch-postgres';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';

let t: TestApp;
let app: Express;
let server: http.Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  app = createApp({
    db: t.db,
    dbKind: t.kind,
    listen: t.listen,
    jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

interface Stream {
  /** `event:` names received so far. */
  events: string[];
  close: () => void;
}

/** Opens the change stream once it answers 200 (the listener connects in the background). */
async function openStream(): Promise<Stream> {
  let opened: Stream | undefined;
  await until('the change stream opens', async () => {
    opened = await new Promise<Stream | undefined>((resolve, reject) => {
      const req = http.get(`${base}${POST_LIST_CHANGES_PATH}`, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(undefined);
          return;
        }
        const events: string[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          for (const match of chunk.matchAll(/^event: (\w+)$/gm)) events.push(match[1]!);
        });
        resolve({ events, close: () => req.destroy() });
      });
      req.on('error', reject);
    });
    return opened !== undefined;
  });
  await until('event: live', async () => opened!.events.includes('live'));
  return opened!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the stream opens live and passes on every committed change of a list input, none of a rolled-back one', async () => {
  const stream = await openStream();
  try {
    const changes = () => stream.events.filter((e) => e === 'change').length;
    const id = await insertPost(t.db, { slug: 'strom' });
    await until('the insert is announced', async () => changes() >= 1);

    // rolled back: no notification is ever sent
    const before = changes();
    await t.db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('posts').set({ title: 'nie' }).where('id', '=', id).execute();
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await sleep(300);
    expect(changes()).toBe(before);

    // a tag's name, straight in the database (another process)
    await sql`update tags set name = name || '!' where id = (select min(id) from tags)`.execute(t.db);
    await until('the tag change is announced', async () => changes() > before);
  } finally {
    stream.close();
  }
});

test('a visitor list says how long it stays current, a scheduled post shortens it, a signed-in list never says', async () => {
  const path = '/wp-json/wp/v2/posts?per_page=3';
  const first = await request(app).get(path);
  const kept = await request(app).get(path);
  expect([first.status, kept.status]).toEqual([200, 200]);
  expect([first.headers[CURRENT_FOR_HEADER], kept.headers[CURRENT_FOR_HEADER]]).toEqual([
    String(GATEWAY_MAX_SECONDS),
    String(GATEWAY_MAX_SECONDS),
  ]);

  const token = await tokenFor(app, 'demo@example.com');
  const mine = await request(app).get(path).set('Authorization', `Bearer ${token}`);
  expect(mine.status).toBe(200);
  expect(mine.headers[CURRENT_FOR_HEADER]).toBeUndefined();

  // comes out in 20 s without any write: a gateway must ask again by then
  await insertPost(t.db, { slug: 'bald', daysAgo: -20 / 86_400 });
  const seconds = Number((await request(app).get(path)).headers[CURRENT_FOR_HEADER]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(20);
});

test('without the database notifications the stream is refused', async () => {
  const plain = createApp({ db: t.db, dbKind: t.kind, jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 } });
  const res = await request(plain).get(POST_LIST_CHANGES_PATH);
  expect(res.status).toBe(503);
  expect(res.body.code).toBe('change_stream_unavailable');
});
