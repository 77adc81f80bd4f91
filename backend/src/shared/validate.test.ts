import { z } from 'zod';
import { AppError } from './errors';
import { parseOrThrow } from './validate';

const schema = z.strictObject({
  username: z.string().min(1),
  age: z.number().int().optional(),
  nested: z.strictObject({ a: z.boolean() }).optional(),
});

function failure(value: unknown): AppError {
  try {
    parseOrThrow(schema, value, 'body');
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

test('returns the parsed value', () => {
  expect(parseOrThrow(schema, { username: 'dana', age: 3 }, 'body')).toEqual({ username: 'dana', age: 3 });
});

test('names missing, wrong and unknown fields in the message and in params', () => {
  const error = failure({ age: 'x', extra: 1, nested: { a: 1 } });
  expect(error).toMatchObject({ kind: 'invalid_data', code: 'rest_invalid_param', status: 400 });
  expect(error.params).toEqual({
    username: 'username is a required parameter.',
    age: expect.stringContaining('expected number'),
    extra: 'extra is not a valid parameter.',
    'nested.a': expect.stringContaining('expected boolean'),
  });
  expect(error.message).toBe(`Invalid parameter(s): ${Object.keys(error.params!).join(', ')}`);
});

test('a body that is not an object is reported under the part name', () => {
  expect(failure([1, 2]).params).toEqual({ body: expect.stringContaining('expected object') });
});
