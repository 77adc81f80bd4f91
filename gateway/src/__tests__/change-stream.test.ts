// Visitors' answers the gateway sends from memory while the backend's change stream is live (change-stream.ts,
// api-answer-cache.ts), against a stand-in backend on loopback whose stream the test drives: only answers the
// backend marked current, only while the stream is live and silent, never after a change (also one that arrives
// while the answer is on its way), never past the marked seconds, never to a signed-in request; a CMS write through
// the gateway counts as a change at once.
import type { ServerResponse } from 'node:http';
import { CURRENT_FOR_HEADER, POST_LIST_CHANGES_PATH } from '@officefit/domain';
import express from 'express';
import request from 'supertest';
import { ApiAnswerCache } from '../api-answer-cache';
import { ChangeStream } from '../change-stream';
import type { RequestListener } from '../api-requests';
import { backendProxy } from '../proxy';
import { listen, makeApps, type Started, testGateway } from './helpers';

let backend: Started;
/** Requests that reached the backend's posts route. */
let hits = 0;
let currentFor: string | undefined = '60';
/** Holds the next posts answer until resolved (a change can then arrive while it is on its way). */
let hold: Promise<void> | undefined;
const streams: ServerResponse[] = [];
let opened = 0;

beforeAll(async () => {
  const app = express();
  app.set('etag', 'strong');
  app.get(POST_LIST_CHANGES_PATH, (_req, res) => {
    opened += 1;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
    streams.push(res);
  });
  app.get('/wp-json/wp/v2/posts', async (_req, res) => {
    hits += 1;
    if (hold) await hold;
    if (currentFor) res.set(CURRENT_FOR_HEADER, currentFor);
    res.set('X-WP-Total', '1').json([{ id: 1, title: 'Erster Beitrag' }]);
  });
  app.put('/wp-json/officefit/v1/cms/pages/1', (_req, res) => {
    res.json({ ok: true });
  });
  backend = await listen(app);
});
afterAll(() => backend.close());

let changes: ChangeStream;
let proxy: express.Express;

beforeEach(() => {
  hits = 0;
  currentFor = '60';
  hold = undefined;
  changes = new ChangeStream(() => backend.url, { idleMs: 60_000, retryMs: { first: 20, last: 20 } });
  proxy = express().use(
    backendProxy(backend.url, () => {}, 5_000, undefined, new ApiAnswerCache({ changes })),
  );
});
afterEach(() => {
  changes.stop();
  for (const res of streams.splice(0)) res.end();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, ok: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await sleep(10);
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
}

/** The stream the gateway has open now. */
const stream = () => streams.at(-1)!;

/** Starts the gateway's stream and says `live` on it. */
async function goLive(): Promise<void> {
  const before = opened;
  changes.start();
  await until('the stream is opened', () => opened > before);
  stream().write('event: live\ndata:\n\n');
  await until('live', () => changes.live);
}

const visit = (app: RequestListener = proxy) =>
  request(app).get('/wp-json/wp/v2/posts?per_page=10').set('Host', 'officefit.example');

test('while the stream is live, a marked answer is sent from memory, as it came, without the mark', async () => {
  await goLive();
  const first = await visit();
  const second = await visit();
  expect(hits).toBe(1);
  expect(second.status).toBe(200);
  expect(second.body).toEqual(first.body);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['x-wp-total']).toBe('1');
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
  expect([first.headers[CURRENT_FOR_HEADER], second.headers[CURRENT_FOR_HEADER]]).toEqual([
    undefined,
    undefined,
  ]);
  // a client that has it gets a 304, still without asking
  const has = await visit().set('If-None-Match', first.headers.etag!);
  expect(has.status).toBe(304);
  expect(hits).toBe(1);
});

test('before the stream is live, and for answers without the mark, the backend is asked every time', async () => {
  await visit();
  await visit();
  expect(hits).toBe(2);
  await goLive();
  currentFor = undefined;
  await visit();
  await visit();
  expect(hits).toBe(4);
});

test('a change retires what was sent as current; the next answer is marked again', async () => {
  await goLive();
  await visit();
  await visit();
  expect(hits).toBe(1);
  const generation = changes.generation;
  stream().write('event: change\ndata:\n\n');
  await until('the change is heard', () => changes.generation > generation);
  await visit();
  expect(hits).toBe(2);
  await visit();
  expect(hits).toBe(2);
});

test('a change that arrives while the answer is on its way: the answer is sent, not marked', async () => {
  await goLive();
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  const pending = visit().then((res) => res);
  await until('the request reached the backend', () => hits === 1);
  const generation = changes.generation;
  stream().write('event: change\ndata:\n\n');
  await until('the change is heard', () => changes.generation > generation);
  release();
  hold = undefined;
  expect((await pending).status).toBe(200);
  await visit();
  expect(hits).toBe(2);
});

test('a lost stream: every use is asked again until a new stream is live', async () => {
  await goLive();
  await visit();
  const openedBefore = opened;
  stream().end();
  await until('lost', () => !changes.live);
  await visit();
  await visit();
  expect(hits).toBe(3);
  // it reconnects by itself; live again, answers are sent from memory again
  await until('reconnected', () => opened > openedBefore);
  stream().write('event: live\ndata:\n\n');
  await until('live again', () => changes.live);
  await visit();
  await visit();
  expect(hits).toBe(4);
});

test('never past the seconds the backend marked', async () => {
  currentFor = '1';
  await goLive();
  await visit();
  await visit();
  expect(hits).toBe(1);
  await sleep(1100);
  await visit();
  expect(hits).toBe(2);
});

test('a signed-in request always goes to the backend', async () => {
  await goLive();
  await visit();
  await visit().set('Authorization', 'Bearer t0k3n');
  expect(hits).toBe(2);
});

test('a stream that goes silent counts as lost', async () => {
  changes.stop();
  changes = new ChangeStream(() => backend.url, { idleMs: 150, retryMs: { first: 5_000, last: 5_000 } });
  await goLive();
  await until('silence noticed', () => !changes.live);
});

test('through the gateway app: a CMS write passing through counts as a change at once', async () => {
  const root = makeApps();
  const { app } = testGateway(root, { BACKEND_URL: backend.url, CHANGE_STREAM: '1' });
  const before = opened;
  await until('the gateway opens its stream', () => opened > before);
  stream().write('event: live\ndata:\n\n');
  // the gateway is live once a repeat is sent from memory
  await visit(app);
  for (let i = 0; i < 100; i++) {
    const seen = hits;
    await visit(app);
    if (hits === seen) break;
    await sleep(10);
  }
  const settled = hits;
  await visit(app);
  expect(hits).toBe(settled);
  const write = await request(app).put('/wp-json/officefit/v1/cms/pages/1').send({});
  expect(write.status).toBe(200);
  await visit(app);
  expect(hits).toBe(settled + 1);
});
