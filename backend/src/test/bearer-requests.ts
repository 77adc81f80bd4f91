// Requests of the API tests that carry a bearer token: `as(who).get('/me')` instead of spelling out the header
// and the API's base path in every call.
import type { Express } from 'express';
import request from 'supertest';
import { V1 } from './account-fixtures';

/** Requests to `${base}${path}` with `Authorization: Bearer <token>` (no header when the token is undefined). */
export function bearerRequests(app: Express, token: string | undefined, base = V1) {
  const authorised = <T extends request.Test>(req: T): T =>
    token === undefined ? req : (req.set('Authorization', `Bearer ${token}`) as T);
  return {
    get: (path: string) => authorised(request(app).get(`${base}${path}`)),
    post: (path: string, body: unknown = {}) =>
      authorised(request(app).post(`${base}${path}`)).send(body as object),
    put: (path: string, body: unknown) => authorised(request(app).put(`${base}${path}`)).send(body as object),
    delete: (path: string) => authorised(request(app).delete(`${base}${path}`)),
    /** A multipart upload of one file in the field `file`. */
    upload: (path: string, file: Buffer, filename: string, contentType: string) =>
      authorised(request(app).post(`${base}${path}`)).attach('file', file, { filename, contentType }),
  };
}
