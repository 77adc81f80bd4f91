import { callsTo, gate, Reply, stubFetch, wpError, wpList } from '../fetch-stub';

const api = (path: string, init?: RequestInit) =>
  fetch(new Request(`http://localhost/wp-json/${path}`, init));

test('wpError takes field errors, or a message and field errors', () => {
  expect(wpError(400, 'rest_invalid_param', { email: 'bad' }).body).toEqual({
    code: 'rest_invalid_param',
    message: 'rest_invalid_param',
    data: { status: 400, params: { email: 'bad' } },
  });
  expect(wpError(409, 'habit_limit', 'At most 20.')).toEqual(
    new Reply(409, { code: 'habit_limit', message: 'At most 20.', data: { status: 409 } }),
  );
  expect(wpError(400, 'x', 'Text', { a: 'b' }).body).toMatchObject({
    message: 'Text',
    data: { params: { a: 'b' } },
  });
});

test('answers routes with JSON, a Reply with its headers, or 404 rest_no_route; and records every call', async () => {
  const seen = stubFetch({
    'GET wp/v2/pages': (call: { query: Record<string, string> }) => wpList([{ lang: call.query.lang }], 7, 2),
    'PUT officefit/v1/steps': { ok: true },
  });

  const list = await api('wp/v2/pages?lang=de');
  expect(list.status).toBe(200);
  expect(list.headers.get('X-WP-Total')).toBe('7');
  expect(list.headers.get('X-WP-TotalPages')).toBe('2');
  expect(await list.json()).toEqual([{ lang: 'de' }]);

  const put = await api('officefit/v1/steps', { method: 'PUT', body: JSON.stringify({ steps: 5 }) });
  expect(await put.json()).toEqual({ ok: true });

  const missing = await api('officefit/v1/nothing');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });

  expect(seen.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET wp/v2/pages',
    'PUT officefit/v1/steps',
    'GET officefit/v1/nothing',
  ]);
  expect(callsTo(seen, 'GET', 'wp/v2/pages')[0]?.query).toEqual({ lang: 'de' });
  expect(callsTo(seen, 'PUT', 'officefit/v1/steps')[0]?.body).toEqual({ steps: 5 });
});

test('records a multipart body as such', async () => {
  const seen = stubFetch({ 'POST officefit/v1/photo': {} });
  const form = new FormData();
  form.append('team', '1');
  await api('officefit/v1/photo', { method: 'POST', body: form });
  expect(seen[0]?.body).toEqual({ multipart: true });
});

test('a gated route holds its answer until the test opens the gate', async () => {
  const answer = gate();
  stubFetch({
    'GET officefit/v1/habits': async () => {
      await answer.passed;
      return [1];
    },
  });
  let body: unknown;
  const done = api('officefit/v1/habits')
    .then((r) => r.json())
    .then((b) => (body = b));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(body).toBeUndefined();
  answer.open();
  await done;
  expect(body).toEqual([1]);
});
