// Slow and piled-up connections (issue 32): a client that sends its headers too slowly is cut off, and one
// address cannot hold more than its share of connections open.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { limitConnections, serverOptions } from '../connection-limits';

let server: http.Server;
let port: number;

beforeEach(async () => {
  const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, perClient: 3 };
  server = http.createServer(serverOptions(limits), (_req, res) => res.end('ok'));
  limitConnections(server, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A raw connection and everything the server sent on it until it closed. */
function connect(): { socket: net.Socket; closed: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { socket, closed };
}

test('headers that never end: the connection is closed (408) instead of being held', async () => {
  const slow = connect();
  slow.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
  // one more byte now and then, never the end of the headers
  const drip = setInterval(() => slow.socket.write('a'), 50);
  try {
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408|^$/);
  } finally {
    clearInterval(drip);
  }
});

test('a fourth open connection of one address is refused; the first three work, and a freed one is usable again', async () => {
  const held = [connect(), connect(), connect()];
  await Promise.all(held.map((c) => new Promise((resolve) => c.socket.once('connect', resolve))));
  const fourth = connect();
  expect(await fourth.closed).toBe('');
  // the three held ones are served
  held[0]!.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(await held[0]!.closed).toMatch(/^HTTP\/1\.1 200/);
  // with one closed, another connection gets in
  const next = connect();
  next.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(await next.closed).toMatch(/^HTTP\/1\.1 200/);
  for (const c of held) c.socket.destroy();
});
