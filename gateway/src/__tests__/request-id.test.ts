// Request ids (issue 35): every answer names its request's id, the backend gets the same id, and the access log
// line carries it; a client's own id is taken only when it is safe.
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { createGateway, failureAnswer } from '../app';
import { createLogger } from '../logger';
import { requestId, requestIdOf } from '../request-id';
import { deadUrl, echoBackendAndApps, testConfig } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fixture = echoBackendAndApps();

function gatewayLoggingTo(lines: Array<Record<string, unknown>>, env: Record<string, string> = {}) {
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, 'info');
  return createGateway(testConfig(fixture.root, { BACKEND_URL: fixture.backend.url, ...env }), {
    logger,
    log: () => undefined,
  });
}

test('a generated id goes to the backend and back to the client', async () => {
  const res = await request(gatewayLoggingTo([])).get('/wp-json/officefit/v1/me');
  expect(res.status).toBe(200);
  const id = res.headers['x-request-id'];
  expect(id).toMatch(UUID);
  expect(res.body.headers['x-request-id']).toBe(id);
});

test('each request gets its own id, pages too', async () => {
  const app = gatewayLoggingTo([]);
  const [a, b] = [await request(app).get('/livez'), await request(app).get('/livez')];
  expect(a.headers['x-request-id']).toMatch(UUID);
  expect(b.headers['x-request-id']).toMatch(UUID);
  expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
});

test("a client's safe id is kept, forwarded and in the access log line", async () => {
  const lines: Array<Record<string, unknown>> = [];
  const res = await request(gatewayLoggingTo(lines, { LOG_REQUESTS: '1' }))
    .get('/wp-json/officefit/v1/me?email=a%40example.com')
    .set('X-Request-Id', 'ticket-4711.a_b');
  expect(res.headers['x-request-id']).toBe('ticket-4711.a_b');
  expect(res.body.headers['x-request-id']).toBe('ticket-4711.a_b');
  expect(lines).toEqual([
    expect.objectContaining({
      level: 30,
      reqId: 'ticket-4711.a_b',
      method: 'GET',
      path: '/wp-json/officefit/v1/me',
      res: { statusCode: 200 },
    }),
  ]);
  expect(JSON.stringify(lines)).not.toContain('example.com');
});

test.each([
  ['200 characters', 'a'.repeat(200)],
  ['a forged log field', 'x","level":60,"reqId":"y'],
  ['an encoded line break', 'abc%0D%0AX-Evil:1'],
])('an id with %s is replaced before the backend sees it', async (_name, given) => {
  const res = await request(gatewayLoggingTo([])).get('/wp-json/officefit/v1/me').set('X-Request-Id', given);
  expect(res.headers['x-request-id']).toMatch(UUID);
  expect(res.body.headers['x-request-id']).toBe(res.headers['x-request-id']);
});

test('a raw line break or a repeated header is never taken (Node clients cannot send them; a raw socket can)', () => {
  const withId = (value: string | string[]) =>
    ({ headers: { 'x-request-id': value } }) as unknown as IncomingMessage;
  expect(requestIdOf(withId('abc\r\nX-Evil: 1'))).toMatch(UUID);
  expect(requestIdOf(withId(['abc', 'def']))).toMatch(UUID);
  expect(requestIdOf(withId('abc-123'))).toBe('abc-123');
});

test("a 4xx is a client's mistake: not logged above info", async () => {
  const lines: Array<Record<string, unknown>> = [];
  const app = gatewayLoggingTo(lines);
  expect((await request(app).get('/nope.js')).status).toBe(404);
  expect((await request(app).get('/remotes/nowhere/x.js')).status).toBe(404);
  expect(lines).toEqual([]);
});

test('a handler that fails is logged as an error with the request id and the cause', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, 'info');
  const fail = failureAnswer(logger);
  const app = express()
    .use(requestId)
    .get('/boom', () => {
      throw new Error('disk on fire');
    })
    .use(((err, req, res, _next) => fail(err, req, res)) as ErrorRequestHandler);
  const res = await request(app).get('/boom?token=secret').set('X-Request-Id', 'r-500');
  expect([res.status, res.text]).toEqual([500, 'Internal Server Error\n']);
  expect(lines).toEqual([
    expect.objectContaining({
      level: 50,
      reqId: 'r-500',
      msg: 'request failed',
      path: '/boom',
      err: expect.objectContaining({ message: 'disk on fire' }),
    }),
  ]);
});

test('a backend that cannot be reached is a warning with the request id; its access line has no made-up stack', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, 'info');
  const config = testConfig(fixture.root, { BACKEND_URL: await deadUrl(), LOG_REQUESTS: '1' });
  const res = await request(createGateway(config, { logger }))
    .post('/wp-json/officefit/v1/x')
    .set('X-Request-Id', 'r-502')
    .send({});
  expect(res.status).toBe(502);
  expect(lines).toContainEqual(
    expect.objectContaining({ level: 40, reqId: 'r-502', msg: expect.stringMatching(/^proxy POST/) }),
  );
  const access = lines.find((line) => line.level === 30 && line.reqId === 'r-502');
  expect(access).toMatchObject({ method: 'POST', path: '/wp-json/officefit/v1/x', res: { statusCode: 502 } });
  expect(access).not.toHaveProperty('err');
});
