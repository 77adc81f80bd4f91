// Graceful shutdown (issue 17): a SIGTERM that arrives while a request is in flight lets that request finish and
// be answered, then the process exits 0; new connections are refused meanwhile. Real processes: the backend
// (src/server.ts on a throw-away PGlite) and the gateway (gateway/src/server.ts in front of a slow stub backend).
// The in-flight request is held open by sending its body in two parts, with the SIGTERM in between.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BACKEND_SERVER, exited, freePort, GATEWAY_SERVER, Processes } from '../processes';
import { until } from '../scratch-postgres';

const processes = new Processes();
const start = (script: string, env: Record<string, string>) =>
  processes.start(script, env, ['ignore', 'ignore', 'inherit']);
const dirs: string[] = [];

/**
 * Sends a JSON POST whose body arrives in two parts; `between` runs after the first part is on the wire (the
 * request is then in flight on the server). Resolves with the status and body of the answer.
 */
function postInTwoParts(url: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half), () => {
      between().then(
        () => req.end(body.slice(half)),
        (error: unknown) => reject(error as Error),
      );
    });
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

afterAll(() => {
  processes.killAll();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('the backend answers a request in flight at SIGTERM, refuses new connections and exits 0', async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-sigterm-'));
  dirs.push(dataDir);
  const child = start(BACKEND_SERVER, {
    BACKEND_PORT: String(port),
    BACKEND_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  const base = `http://127.0.0.1:${port}`;
  // a cold tsx start of the whole backend on a fresh PGlite took over 2 minutes beside a full parallel jest run
  await until('backend up', async () => (await fetch(`${base}/wp-json/health`)).ok, 300_000);

  const body = JSON.stringify({ username: 'nobody@example.com', password: 'not the password at all' });
  const answer = await postInTwoParts(`${base}/wp-json/jwt-auth/v1/token`, body, async () => {
    child.kill('SIGTERM');
    // the listener closes at once: a new connection is refused while the open request still runs
    await until('listener closed', () => refused(port), 5_000);
  });
  // answered by the application (a WordPress-style refusal of the login), not cut off
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.body)).toEqual(expect.objectContaining({ code: expect.any(String) }));
  expect(await exited(child)).toBe(0);
}, 420_000);

test('the gateway finishes a proxied request in flight at SIGTERM and exits 0', async () => {
  // a stub backend that answers after a second: the proxied request is still open when the SIGTERM arrives
  const stub = http.createServer((req, res) => {
    if (req.url === '/wp-json/health') return res.end('{"status":"ok"}');
    req.resume();
    req.on('end', () =>
      setTimeout(() => res.setHeader('content-type', 'application/json').end('{"slow":true}'), 1000),
    );
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const stubPort = (stub.address() as net.AddressInfo).port;
  const port = await freePort();
  const appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-no-apps-'));
  dirs.push(appsRoot);
  const child = start(GATEWAY_SERVER, {
    PORT: String(port),
    HOST: '127.0.0.1',
    BACKEND_URLS: `http://127.0.0.1:${stubPort}`,
    APPS_ROOT: appsRoot,
    PRERENDER: '0',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await until('gateway up', async () => (await fetch(`${base}/livez`)).ok, 180_000);
    const answer = await postInTwoParts(`${base}/wp-json/officefit/v1/slow`, '{"a":1,"b":2}', async () => {
      child.kill('SIGTERM');
      await until('listener closed', () => refused(port), 5_000);
    });
    expect(answer).toEqual({ status: 200, body: '{"slow":true}' });
    expect(await exited(child)).toBe(0);
  } finally {
    stub.close();
  }
}, 300_000);
