// The error shape every endpoint answers with (WordPress REST: code, message, data.status), checked in one call.
import type { Response } from 'supertest';

/** The answer is exactly the error: that status, code and message, and nothing else in the body. */
export function expectWpError(
  res: Pick<Response, 'status' | 'body'>,
  status: number,
  code: string,
  message: string,
) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ code, message, data: { status } });
}
