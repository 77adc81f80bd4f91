import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import express from 'express';
import request from 'supertest';
import { backendProxy, keepAliveAgent } from '../proxy';
import { deadUrl, echoBackend, echoBackendAndApps, listen, testGateway } from './helpers';

const fixture = echoBackendAndApps();

function gateway() {
  return testGateway(fixture.root, { BACKEND_URL: fixture.backend.url }).app;
}

describe('/wp-json proxy', () => {
  it('keeps the /wp-json prefix, the query string and the Authorization header', async () => {
    const res = await request(gateway())
      .get('/wp-json/officefit/v1/me?lang=de-DE&fields=a,b')
      .set('Authorization', 'Bearer abc.def.ghi');
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('GET');
    expect(res.body.url).toBe('/wp-json/officefit/v1/me?lang=de-DE&fields=a,b');
    expect(res.body.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(res.body.headers['x-forwarded-for']).toBeDefined();
    expect(res.body.headers['x-forwarded-proto']).toBe('http');
    // changeOrigin: the backend sees its own host; the public origin is the backend's SITE_URL, no header
    expect(res.body.headers.host).toBe(new URL(fixture.backend.url).host);
    expect(res.body.headers['x-forwarded-host']).toBeUndefined();
  });

  it('passes Range on and a 206 back whole (live-stream recordings, #36): status, Content-Range, bytes', async () => {
    const video = Buffer.alloc(4096, 7);
    const ranged = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      if (!match) return void res.writeHead(416, { 'Content-Range': `bytes */${video.length}` }).end();
      const [start, end] = [Number(match[1]), Number(match[2])];
      res.writeHead(206, {
        'Content-Type': 'video/mp4',
        'Accept-Ranges': 'bytes',
        'Content-Range': `bytes ${start}-${end}/${video.length}`,
        ETag: '"v1"',
      });
      res.end(video.subarray(start, end + 1));
    });
    try {
      const app = testGateway(fixture.root, { BACKEND_URL: ranged.url }).app;
      const part = await request(app)
        .get('/wp-json/officefit/v1/stream/videos/1?token=t')
        .set('Range', 'bytes=100-1123')
        .set('Accept-Encoding', 'gzip')
        .buffer(true);
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-1123/4096');
      expect(part.headers['accept-ranges']).toBe('bytes');
      expect(part.headers.etag).toBe('"v1"');
      expect(part.headers['content-encoding']).toBeUndefined();
      expect((part.body as Buffer).length).toBe(1024);
      const refused = await request(app)
        .get('/wp-json/officefit/v1/stream/videos/1?token=t')
        .set('Range', 'x');
      expect(refused.status).toBe(416);
      expect(refused.headers['content-range']).toBe('bytes */4096');
    } finally {
      await ranged.close();
    }
  });

  it('drops what a client says of itself (X-Forwarded-For/-Host/-Proto/-Port, Forwarded) and hop-by-hop headers', async () => {
    const res = await request(gateway())
      .delete('/wp-json/officefit/v1/bookmarks/7')
      .set('X-Forwarded-For', '127.0.0.9')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Port', '444')
      .set('Forwarded', 'for=127.0.0.9;host=evil.example')
      .set('Connection', 'keep-alive, X-Hop')
      .set('X-Hop', 'only for this connection');
    expect(res.body.method).toBe('DELETE');
    // the socket's peer alone: a client cannot pick the address its limits are counted for
    expect(res.body.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(res.body.headers['x-forwarded-proto']).toBe('http');
    expect(res.body.headers['x-forwarded-host']).toBeUndefined();
    expect(res.body.headers['x-forwarded-port']).toBeUndefined();
    expect(res.body.headers.forwarded).toBeUndefined();
    expect(res.body.headers['x-hop']).toBeUndefined();
    // a body-less DELETE says so, so no backend waits for a body
    expect(res.body.headers['content-length']).toBe('0');
  });

  it('sets the forwarding headers of a request with Expect: 100-continue too (the gateway already said continue)', async () => {
    const front = await listen(gateway());
    try {
      const res = await send(`${front.url}/wp-json/officefit/v1/me`, {
        method: 'POST',
        headers: { Expect: '100-continue', 'X-Forwarded-Host': 'evil.example' },
        body: Buffer.from('{}'),
      });
      expect(res.status).toBe(200);
      const seen = JSON.parse(res.body);
      expect(seen.body).toBe('{}');
      expect(seen.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(seen.headers['x-forwarded-host']).toBeUndefined();
      expect(seen.headers.expect).toBeUndefined();
    } finally {
      await front.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY): keeps the client it names and the protocol it was asked in', async () => {
    const trusting = testGateway(fixture.root, {
      BACKEND_URL: fixture.backend.url,
      TRUST_PROXY: 'loopback',
    }).app;
    const res = await request(trusting)
      .get('/wp-json/officefit/v1/me')
      .set('X-Forwarded-For', '127.0.0.9')
      .set('X-Forwarded-Proto', 'https');
    expect(res.body.headers['x-forwarded-for']).toMatch(/^127\.0\.0\.9, (::ffff:)?127\.0\.0\.1$/);
    expect(res.body.headers['x-forwarded-proto']).toBe('https');
  });

  it('forwards a POST JSON body byte for byte', async () => {
    const body = JSON.stringify({
      username: 'demo@example.com',
      password: 'Ä pässwörd 💪',
      nested: { a: [1, 2] },
    });
    const res = await request(gateway())
      .post('/wp-json/jwt-auth/v1/token')
      .set('Content-Type', 'application/json')
      .set('Authorization', 'Bearer t0k3n')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('POST');
    expect(res.body.url).toBe('/wp-json/jwt-auth/v1/token');
    expect(res.body.body).toBe(body);
    expect(res.body.headers['content-type']).toBe('application/json');
    expect(res.body.headers.authorization).toBe('Bearer t0k3n');
  });

  it('forwards a PUT JSON body with its query string', async () => {
    const body = JSON.stringify({ weekly_goal: 3, weekdays: [1, 3, 5] });
    const res = await request(gateway())
      .put('/wp-json/officefit/v1/me?force=1')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.body).toMatchObject({ method: 'PUT', url: '/wp-json/officefit/v1/me?force=1', body });
  });

  it('forwards /scim (SCIM 2.0 provisioning) like /wp-json: prefix, query, bearer token and scim+json body', async () => {
    const body = JSON.stringify({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [],
    });
    const res = await request(gateway())
      .patch('/scim/v2/Users/7?x=1')
      .set('Content-Type', 'application/scim+json')
      .set('Authorization', 'Bearer scim-token')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'PATCH', url: '/scim/v2/Users/7?x=1', body });
    expect(res.body.headers.authorization).toBe('Bearer scim-token');
    expect(res.body.headers['content-type']).toBe('application/scim+json');
    const list = await request(gateway()).get('/scim/v2/Users?filter=userName%20eq%20%22a%40b.de%22');
    expect(list.body.url).toBe('/scim/v2/Users?filter=userName%20eq%20%22a%40b.de%22');
    // a look-alike path is a page, not the API
    const page = await request(gateway()).get('/scimx').set('Accept', 'text/html');
    expect(page.body?.url).toBeUndefined();
  });

  it('passes the backend status through and proxies /wp-json itself', async () => {
    expect((await request(gateway()).get('/wp-json/teapot')).status).toBe(418);
    const root = await request(gateway()).get('/wp-json');
    expect(root.body.url).toBe('/wp-json');
  });

  it("keeps no answer: a visitor's conditional GET reaches the backend, whose 304 and Cache-Control pass through", async () => {
    // the backend's blog list cache speaks HTTP (ETag/304, Cache-Control); the gateway adds no cache of its own
    let asked = 0;
    const lists = express();
    lists.get('/wp-json/wp/v2/posts', (_req, res) => {
      asked += 1;
      res.set('Cache-Control', 'public, max-age=0, must-revalidate').json([{ id: 1, title: 'Hallo' }]);
    });
    const upstream = await listen(lists);
    try {
      const { app } = testGateway(fixture.root, { BACKEND_URL: upstream.url });
      const first = await request(app).get('/wp-json/wp/v2/posts');
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const etag = first.headers.etag as string;
      expect(etag).toBeDefined();
      const again = await request(app).get('/wp-json/wp/v2/posts').set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(etag);
      const plain = await request(app).get('/wp-json/wp/v2/posts');
      expect(plain.status).toBe(200);
      expect(asked).toBe(3);
    } finally {
      await upstream.close();
    }
  });

  it('does not proxy look-alike paths such as /wp-jsonx', async () => {
    const res = await request(gateway()).get('/wp-jsonx/foo').set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found\n');
  });

  it('answers 502 with a WordPress-style body when the backend is unreachable', async () => {
    const { app, warnings } = testGateway(fixture.root, { BACKEND_URL: await deadUrl() });
    const res = await request(app).post('/wp-json/jwt-auth/v1/token').send({ username: 'x' });
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      code: 'gateway_backend_unavailable',
      message: expect.any(String),
      data: { status: 502 },
    });
    expect(warnings.join('\n')).toMatch(/ECONNREFUSED/);
  });

  it('answers 502 when the backend does not answer in time', async () => {
    const silent = express();
    silent.use(() => undefined);
    const slow = await listen(silent);
    try {
      const app = express().use(backendProxy(slow.url, () => undefined, 200));
      const res = await request(app).get('/wp-json/officefit/v1/me');
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('gateway_backend_unavailable');
    } finally {
      await slow.close();
    }
  });

  it('keeps connections alive: two requests over one client connection use one backend connection', async () => {
    const echo = http.createServer(echoBackend());
    const backendSockets = countConnections(echo);
    const upstream = await listenServer(echo);
    const front = http.createServer(express().use(backendProxy(upstream.url, () => undefined)));
    const clientSockets = countConnections(front);
    const gatewayUrl = (await listenServer(front)).url;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(`${gatewayUrl}/wp-json/one`, {
        agent,
        headers: { Connection: 'keep-alive, x-hop', 'X-Hop': '1' },
      });
      const second = await send(`${gatewayUrl}/wp-json/two`, { agent });
      for (const res of [first, second]) {
        expect(res.status).toBe(200);
        expect(res.headers.connection).toBe('keep-alive');
        expect(res.headers['keep-alive']).not.toBe('timeout=5, close'); // never the backend's own
      }
      expect(clientSockets()).toBe(1);
      expect(backendSockets()).toBe(1);
      // The client's hop-by-hop headers stay on the client's connection.
      const seen = JSON.parse(first.body).headers;
      expect(seen['x-hop']).toBeUndefined();
      expect(seen.connection ?? 'keep-alive').toBe('keep-alive'); // HTTP/1.1 needs no header to stay open
    } finally {
      agent.destroy();
      await closeServer(front);
      await closeServer(echo);
    }
  });

  it("forwards the backend's early answer when it rejects a large body before reading it", async () => {
    // Like a body limit or an auth check: answer at once, never read the body, close the connection.
    const early = http.createServer((_req, res) => {
      const body = JSON.stringify({
        code: 'rest_payload_too_large',
        message: 'Too large.',
        data: { status: 413 },
      });
      res.writeHead(413, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
    await throughProxy(early, async (gatewayUrl, warnings) => {
      await expectTooLargeEachTime(`${gatewayUrl}/wp-json/officefit/v1/upload`, {
        method: 'POST',
        body: Buffer.alloc(8 * 1024 * 1024, 'a'),
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      expect(warnings).toEqual([]);
    });
  });

  it('keeps an error listener on every backend socket, even in the tick Node hands a kept-alive one back', async () => {
    const upstream = await listenServer(http.createServer((_req, res) => res.end('ok')));
    const agent = keepAliveAgent('http:');
    try {
      // Node runs its own 'end' handler first (which hands the socket back and drops its error listener), then this
      // one: a reset reported now would end the process without the agent's guard
      const outcome = await new Promise<string>((resolve, reject) => {
        const req = http.get(upstream.url, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            try {
              req.socket!.emit('error', Object.assign(new Error('write ECONNRESET'), { code: 'ECONNRESET' }));
              resolve('heard');
            } catch {
              resolve('unhandled');
            }
          });
        });
        req.on('error', reject);
      });
      expect(outcome).toBe('heard');
    } finally {
      agent.destroy();
      await closeServer(upstream.server);
    }
  });

  it("forwards the backend's body-limit answer (express.json's 413, then Connection: close)", async () => {
    // the backend's own way (backend/src/shared/json-body.ts): read up to the limit, answer, close the connection
    const limited = express();
    limited.use(express.json({ limit: 1024 }));
    limited.use(((_error, _req, res, _next) => {
      res.set('Connection', 'close').status(413).json({ code: 'rest_payload_too_large' });
    }) as express.ErrorRequestHandler);
    await throughProxy(http.createServer(limited), async (gatewayUrl, warnings) => {
      await expectTooLargeEachTime(`${gatewayUrl}/wp-json/officefit/v1/me`, {
        method: 'PUT',
        body: Buffer.alloc(4 * 1024 * 1024, ' '),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(warnings).toEqual([]);
    });
  });

  it("ends the client's answer when the backend dies in the middle of it (no client left hanging)", async () => {
    const dying = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 1000 });
      res.write('{"half":"'.padEnd(500, 'x'));
      setTimeout(() => res.socket?.destroy(), 50);
    });
    await throughProxy(dying, async (gatewayUrl) => {
      const outcome = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('hanging'), 3000);
        const done = (what: string) => {
          clearTimeout(timer);
          resolve(what);
        };
        http
          .get(`${gatewayUrl}/wp-json/officefit/v1/posts`, (res) => {
            expect(res.statusCode).toBe(200);
            res.on('data', () => undefined);
            res.on('end', () => done(res.complete ? 'complete' : 'ended short'));
            res.on('error', () => done('ended short'));
            res.on('close', () => done(res.complete ? 'complete' : 'ended short'));
          })
          .on('error', () => done('ended short'));
      });
      expect(outcome).toBe('ended short');
    });
  });

  it('still answers 502 when the backend drops a large upload without answering', async () => {
    const dropping = http.createServer((req) => req.socket.destroy());
    await throughProxy(dropping, async (gatewayUrl, warnings) => {
      const res = await send(`${gatewayUrl}/wp-json/officefit/v1/upload`, {
        method: 'POST',
        body: Buffer.alloc(4 * 1024 * 1024, 'a'),
      });
      expect(res.status).toBe(502);
      expect(JSON.parse(res.body).code).toBe('gateway_backend_unavailable');
      expect(warnings).toHaveLength(1);
    });
  });
});

function countConnections(server: http.Server): () => number {
  let count = 0;
  server.on('connection', () => (count += 1));
  return () => count;
}

function listenServer(server: http.Server): Promise<{ url: string; server: http.Server }> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** Runs `use` against a bare proxy in front of `backend` (the proxy's warnings collected), then closes both. */
async function throughProxy(
  backend: http.Server,
  use: (gatewayUrl: string, warnings: string[]) => Promise<void>,
): Promise<void> {
  const upstream = await listenServer(backend);
  const warnings: string[] = [];
  const front = http.createServer(express().use(backendProxy(upstream.url, (m) => warnings.push(m))));
  const gatewayUrl = (await listenServer(front)).url;
  try {
    await use(gatewayUrl, warnings);
  } finally {
    await closeServer(front);
    await closeServer(backend);
  }
}

/** Sends the same too large body three times over: each time the backend's 413 comes back. */
async function expectTooLargeEachTime(url: string, options: Parameters<typeof send>[1]): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const res = await send(url, options);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('rest_payload_too_large');
  }
}

const guardedSockets = new WeakSet<Socket>();

/** A plain node:http request (supertest opens a new connection for every request). */
function send(
  url: string,
  options: { method?: string; agent?: http.Agent; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', agent: options.agent, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // A server may answer before it has read the whole body and then close: a client that has the answer keeps it
    // (as browsers do), so a write error after the answer's headers is no failure of the request.
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    // ...and a reset that ends that write must not end the test process (Node leaves a kept-alive socket without an
    // 'error' listener for a tick when the answer came first: see withSocketErrorGuard in proxy.ts)
    req.on('socket', (socket) => {
      if (guardedSockets.has(socket)) return;
      guardedSockets.add(socket);
      socket.on('error', () => undefined);
    });
    req.end(options.body);
  });
}
