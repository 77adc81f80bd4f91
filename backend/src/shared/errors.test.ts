import { AppError, STATUS_BY_KIND, toErrorResponse } from './errors';

test('every kind maps to its status and a WP body', () => {
  for (const [kind, status] of Object.entries(STATUS_BY_KIND)) {
    const response = toErrorResponse(
      new AppError(kind as keyof typeof STATUS_BY_KIND, 'some_code', 'Some message.'),
    );
    expect(response).toEqual({
      status,
      body: { code: 'some_code', message: 'Some message.', data: { status } },
      headers: {},
    });
  }
});

test('a status override, params and headers travel into the response', () => {
  const error = new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): lang', {
    params: { lang: 'Invalid option' },
    headers: { 'Retry-After': '60' },
  });
  expect(toErrorResponse(error)).toEqual({
    status: 400,
    body: {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): lang',
      data: { status: 400, params: { lang: 'Invalid option' } },
    },
    headers: { 'Retry-After': '60' },
  });
  expect(
    toErrorResponse(new AppError('unauthorized', 'jwt_auth_invalid_token', 'x', { status: 403 })).status,
  ).toBe(403);
});

test('body-parser failures become 400 rest_invalid_json and 413', () => {
  expect(toErrorResponse({ type: 'entity.parse.failed', status: 400 })).toMatchObject({
    status: 400,
    body: { code: 'rest_invalid_json', data: { status: 400 } },
  });
  expect(toErrorResponse({ type: 'entity.too.large', status: 413 }).status).toBe(413);
});

test('anything else is a 500 without internals in the body', () => {
  const response = toErrorResponse(new Error('password=secret leaked'));
  expect(response).toEqual({
    status: 500,
    body: { code: 'internal_server_error', message: 'An unknown error occurred.', data: { status: 500 } },
    headers: {},
  });
});

test('a malformed percent-encoding in the path (URIError from Express) → 400 rest_invalid_param, not 500', () => {
  let error: unknown;
  try {
    decodeURIComponent('%E0%A4%A');
  } catch (caught) {
    error = caught;
  }
  expect(toErrorResponse(error)).toEqual({
    status: 400,
    body: {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): path',
      data: { status: 400, params: { path: 'The URL holds a malformed percent-encoding.' } },
    },
    headers: {},
  });
});
