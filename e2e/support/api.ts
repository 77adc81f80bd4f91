import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './app';

// Calls to the backend behind the screens: what a test sets up, and checks the screens do not show.

/** A bearer token of a demo user (or of `password`'s user). */
export async function tokenOf(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/wp-json/jwt-auth/v1/token', { data: { username: email, password } });
  expect(res.ok(), `login of ${email} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A call to `/wp-json/officefit/v1/<path>` as one user (`null`: nobody signed in), failing the test on any answer
 * but a success; a write without data sends an empty object.
 */
export async function callApi<T>(
  request: APIRequestContext,
  bearer: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.fetch(`/wp-json/officefit/v1/${path}`, {
    method,
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    data: method === 'GET' ? undefined : (data ?? {}),
  });
  expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
