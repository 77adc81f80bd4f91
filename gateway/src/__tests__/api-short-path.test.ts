import express from 'express';
import request from 'supertest';
import { withApiShortPath, type Failure } from '../api-short-path';

describe('the /wp-json short path', () => {
  const fail: Failure = (err, _req, res) => {
    res
      .status(500)
      .type('text/plain')
      .send(`failed: ${(err as Error).message}`);
  };

  function gateway(api: express.RequestHandler[]) {
    const app = express();
    app.set('trust proxy', 1);
    app.use((req, res) => {
      res.type('text/plain').send(`app ${req.originalUrl}`);
    });
    return withApiShortPath(app, api, fail);
  }

  it('runs API requests through its handlers with what Express would give them', async () => {
    const seen = gateway([
      (req, res) => {
        res.status(201).json({ url: req.originalUrl, protocol: req.protocol, secure: req.secure });
      },
    ]);
    const res = await request(seen).get('/wp-json/x?y=1').set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: '/wp-json/x?y=1', protocol: 'https', secure: true });
    expect((await request(seen).get('/wp-json')).status).toBe(201);
  });

  it('leaves every other path to the Express app', async () => {
    const api = gateway([(_req, res) => void res.send('api')]);
    for (const path of ['/wp-jsonx/foo', '/WP-JSON/x', '/home?wp-json/']) {
      const res = await request(api).get(path);
      expect(res.text).toBe(`app ${path}`);
    }
  });

  it('sends thrown, rejected and passed-on errors, and a chain that runs out, to the failure answer', async () => {
    const cases: [express.RequestHandler, string][] = [
      [
        () => {
          throw new Error('thrown');
        },
        'thrown',
      ],
      [() => Promise.reject(new Error('rejected')), 'rejected'],
      [(_req, _res, next) => next(new Error('passed')), 'passed'],
      [(_req, _res, next) => next(), 'Not found'],
    ];
    for (const [handler, message] of cases) {
      const res = await request(gateway([handler])).get('/wp-json/x');
      expect(res.text).toBe(`failed: ${message}`);
    }
  });
});
