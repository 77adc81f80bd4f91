// Request ids (issue 35): the gateway's X-Request-Id is kept when safe, echoed to the client and bound to every log
// line of the request; an unexpected failure is logged as an error with it, an expected 4xx is not.
import type { IncomingMessage } from 'node:http';
import express from 'express';
import request from 'supertest';
import { captureLogs, LEVEL } from '../test/log-capture';
import { AppError, errorHandler } from './errors';
import { logLevel, requestIdOf, requestLogging } from './logger';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function appLoggingTo(logs: ReturnType<typeof captureLogs>) {
  const app = express();
  app.use(requestLogging(logs.logger));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/boom', () => {
    throw new Error('database on fire');
  });
  app.get('/expired', () => {
    throw new AppError('unauthorized', 'jwt_auth_invalid_token', 'Expired token');
  });
  app.use(errorHandler);
  return app;
}

test('a safe X-Request-Id comes back in the answer and is in the request log line', async () => {
  const logs = captureLogs();
  const res = await request(appLoggingTo(logs))
    .get('/ok?email=a%40example.com')
    .set('X-Request-Id', 'abc-123');
  expect(res.status).toBe(200);
  expect(res.headers['x-request-id']).toBe('abc-123');
  expect(logs.lines).toEqual([
    expect.objectContaining({ level: LEVEL.debug, reqId: 'abc-123', method: 'GET', path: '/ok' }),
  ]);
  // the query (an e-mail address in the public lookups) is not logged
  expect(JSON.stringify(logs.lines)).not.toContain('example.com');
});

test.each([
  ['200 characters', 'a'.repeat(200)],
  ['a space and a forged field', 'abc "reqId":"x"'],
  ['an encoded line break', 'abc%0D%0AX-Evil:1'],
])('an id with %s is replaced by a new one', async (_name, given) => {
  const logs = captureLogs();
  const res = await request(appLoggingTo(logs)).get('/ok').set('X-Request-Id', given);
  expect(res.headers['x-request-id']).toMatch(UUID);
  expect(logs.lines[0]?.reqId).toBe(res.headers['x-request-id']);
});

test('a raw line break or a repeated header is never taken (Node clients cannot send them; a raw socket can)', () => {
  const withId = (value: string | string[]) =>
    ({ headers: { 'x-request-id': value } }) as unknown as IncomingMessage;
  expect(requestIdOf(withId('abc\r\nX-Evil: 1'))).toMatch(UUID);
  expect(requestIdOf(withId(['abc', 'def']))).toMatch(UUID);
  expect(requestIdOf(withId('abc-123'))).toBe('abc-123');
});

test('without an id the backend makes one', async () => {
  const logs = captureLogs();
  const res = await request(appLoggingTo(logs)).get('/ok');
  expect(res.headers['x-request-id']).toMatch(UUID);
});

test('an unexpected failure is logged once as an error with the request id and the cause', async () => {
  const logs = captureLogs();
  const res = await request(appLoggingTo(logs)).get('/boom').set('X-Request-Id', 'req-500');
  expect(res.status).toBe(500);
  expect(logs.lines).toEqual([
    expect.objectContaining({
      level: LEVEL.error,
      reqId: 'req-500',
      msg: 'request failed',
      path: '/boom',
      err: expect.objectContaining({ message: 'database on fire' }),
    }),
    // the request's own line (debug): no second error, no made-up stack
    expect.objectContaining({ level: LEVEL.debug, reqId: 'req-500', res: { statusCode: 500 } }),
  ]);
  expect(logs.lines[1]).not.toHaveProperty('err');
});

test('an expired token (401) is an expected answer: nothing logged above debug', async () => {
  const logs = captureLogs('info');
  const res = await request(appLoggingTo(logs)).get('/expired');
  expect(res.status).toBe(401);
  expect(logs.lines).toEqual([]);
});

test('at info a finished request writes nothing, and an unexpected failure still its one error line', async () => {
  const logs = captureLogs('info');
  await request(appLoggingTo(logs)).get('/ok');
  expect(logs.lines).toEqual([]);
  await request(appLoggingTo(logs)).get('/boom').set('X-Request-Id', 'req-500');
  expect(logs.lines).toEqual([expect.objectContaining({ level: LEVEL.error, reqId: 'req-500' })]);
});

test('LOG_LEVEL sets the level; info by default, silent in a jest worker unless LOG_LEVEL is set', () => {
  expect(logLevel({ LOG_LEVEL: 'debug', JEST_WORKER_ID: '1' })).toBe('debug');
  expect(logLevel({})).toBe('info');
  expect(logLevel({ JEST_WORKER_ID: '1' })).toBe('silent');
});
