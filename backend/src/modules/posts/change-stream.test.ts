// The list change stream's own rules (change-stream.ts), with a stand-in for LISTEN: open only while the listener
// is live, every notification passed on, every stream ended when the listener stops being live, a cap on streams.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Listen, NotificationListener } from '../../db/notifications';
import { postListChangeStream } from './change-stream';

let listener: NotificationListener | undefined;
const fakeListen: Listen = async (_channel, l) => {
  listener = l;
  return async () => {};
};

let server: http.Server;
let url: string;

beforeAll(async () => {
  const app = express().get(
    '/changes',
    postListChangeStream(fakeListen, { maxSubscribers: 2, heartbeatMs: 50 }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/changes`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Opened {
  status: number;
  /** Everything received so far. */
  text: () => string;
  ended: Promise<void>;
  close: () => void;
}

function open(): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      resolve({ status: res.statusCode ?? 0, text: () => text, ended, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

const until = async (what: string, ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
};

test('closed until the listener is live, then live, changes, heartbeats; ended when the listener is lost', async () => {
  const before = await open();
  expect(before.status).toBe(503);
  before.close();

  listener!.live(true);
  const a = await open();
  const b = await open();
  expect([a.status, b.status]).toEqual([200, 200]);
  // a third stream is one too many
  const third = await open();
  expect(third.status).toBe(503);
  third.close();

  await until('live', () => a.text().startsWith('event: live\n'));
  listener!.notify('');
  await until('a change', () => a.text().includes('event: change\n') && b.text().includes('event: change\n'));
  await until('a heartbeat', () => a.text().includes(': heartbeat\n'));

  // a closed stream makes room for another
  b.close();
  await b.ended;
  let c = await open();
  // the server hears of the close a moment later
  for (let i = 0; i < 50 && c.status === 503; i++) {
    c.close();
    await new Promise((r) => setTimeout(r, 10));
    c = await open();
  }
  expect(c.status).toBe(200);

  // a listener that may miss notifications ends every stream and refuses new ones
  listener!.live(false);
  await Promise.all([a.ended, c.ended]);
  const after = await open();
  expect(after.status).toBe(503);
  after.close();
});
