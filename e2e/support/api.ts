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

/** The password of every member a test registers. */
export const MEMBER_PASSWORD = 'Sommer!2026';

/** A fresh address per run and test: the e2e database is seeded once per run, and a trial is once per address. */
export const uniqueEmail = (name: string): string =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** What the registration answers (docs/api-accounts.md). */
export interface Registered {
  token: string;
  membership: { contract_reference: string };
}

/**
 * A member registered through the API as the registration screen sends it, with a fresh address made of `name`
 * and MEMBER_PASSWORD; `fields` are the screen's other fields (names, birthdate, language, access).
 */
export async function registerMember(
  request: APIRequestContext,
  name: string,
  fields: Record<string, unknown>,
): Promise<Registered & { email: string }> {
  const email = uniqueEmail(name);
  const created = await request.post('/wp-json/officefit/v1/registration', {
    data: { email, password: MEMBER_PASSWORD, terms: true, privacy: true, ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, ...((await created.json()) as Registered) };
}

/** Bearer tokens of several demo users, in the order given. */
export async function tokensOf<Emails extends string[]>(
  request: APIRequestContext,
  ...emails: Emails
): Promise<{ [Index in keyof Emails]: string }> {
  return Promise.all(emails.map((email) => tokenOf(request, email))) as Promise<{
    [Index in keyof Emails]: string;
  }>;
}
