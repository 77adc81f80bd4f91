import request from 'supertest';
import { createGateway } from '../app';
import { loadConfig } from '../config';
import { untilSomeBackendAnswers } from '../health';
import { createLogger } from '../logger';
import { deadUrl, echoBackend, listen, makeApps, testConfig, testGateway } from './helpers';

describe('health endpoints', () => {
  it('/livez answers 200 without asking the backend', async () => {
    const res = await request(testGateway(makeApps(), { BACKEND_URL: await deadUrl() }).app).get('/livez');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/healthz reports the backend as ok when /wp-json/health answers', async () => {
    const backend = await listen(echoBackend());
    try {
      const res = await request(testGateway(makeApps(), { BACKEND_URL: backend.url }).app).get('/healthz');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ status: 'ok', backend: 'ok', backends: { up: 1, total: 1 } });
    } finally {
      await backend.close();
    }
  });

  it('/healthz reports the backend as down, still with 200', async () => {
    const res = await request(testGateway(makeApps(), { BACKEND_URL: await deadUrl() }).app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', backend: 'down', backends: { up: 0, total: 1 } });
  });

  it('/healthz gives up on a hanging backend after the timeout', async () => {
    const express = (await import('express')).default;
    const hanging = express();
    hanging.get('/wp-json/health', () => undefined);
    const backend = await listen(hanging);
    try {
      const config = testConfig(makeApps(), { BACKEND_URL: backend.url }, { healthTimeoutMs: 200 });
      const started = Date.now();
      const res = await request(createGateway(config, { log: () => undefined })).get('/healthz');
      expect(res.body.backend).toBe('down');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await backend.close();
    }
  });
});

describe('access log', () => {
  it('writes one line per request only with LOG_REQUESTS=1', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, 'info');
    const root = makeApps();
    const on = createGateway(testConfig(root, { LOG_REQUESTS: '1' }), { logger });
    await request(on).get('/livez');
    await request(on).get('/nope.js');
    expect(lines).toEqual([
      expect.objectContaining({ method: 'GET', path: '/livez', res: { statusCode: 200 } }),
      expect.objectContaining({ method: 'GET', path: '/nope.js', res: { statusCode: 404 } }),
    ]);
    expect(lines[0]).toMatchObject({
      level: 30,
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    });

    const off = createGateway(testConfig(root), { logger });
    await request(off).get('/livez');
    expect(lines).toHaveLength(2);
  });
});

describe('untilSomeBackendAnswers (WAIT_FOR_BACKEND)', () => {
  it('resolves only once a replica answers /wp-json/health', async () => {
    const url = await deadUrl();
    const port = Number(new URL(url).port);
    let answered = false;
    const waiting = untilSomeBackendAnswers([url], { intervalMs: 50, timeoutMs: 10_000 }).then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    const server = echoBackend().listen(port, '127.0.0.1');
    try {
      await waiting;
      expect(answered).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up after its timeout', async () => {
    await expect(
      untilSomeBackendAnswers([await deadUrl()], { intervalMs: 50, timeoutMs: 200 }),
    ).rejects.toThrow(/no backend answered/);
  });

  it('is off unless WAIT_FOR_BACKEND is set', () => {
    expect(loadConfig({}).waitForBackend).toBe(false);
    expect(loadConfig({ WAIT_FOR_BACKEND: '1' }).waitForBackend).toBe(true);
  });
});
