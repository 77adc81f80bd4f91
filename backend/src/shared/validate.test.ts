import { z } from 'zod';
import { AppError } from './errors';
import { parseOrThrow, wireMessages } from './validate';

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

test('a shared (text-free) schema gets the wire messages attached by its module: per field, code, list item or custom code', () => {
  const shared = z.strictObject({
    name: z.string().trim().min(1).max(3),
    ids: z.array(z.number().int().min(1)).max(2),
    day: z.string().refine((v) => v.length === 10, { params: { code: 'invalid_date' } }),
  });
  const body = wireMessages(shared, {
    name: { too_small: 'Please enter your name.', default: 'name is too long.' },
    ids: 'ids must be a list of at most 2 ids.',
    'ids.*': 'ids must hold positive integers.',
    '*': { invalid_date: 'must be a date.' },
  });
  expect(body).toBe(shared);
  const params = (value: unknown) => {
    try {
      parseOrThrow(body, value, 'body');
    } catch (error) {
      if (error instanceof AppError) return error.params;
      throw error;
    }
    throw new Error('expected a validation error');
  };
  expect(params({ name: ' ', ids: [1, 0], day: 'x' })).toEqual({
    name: 'Please enter your name.',
    'ids.1': 'ids must hold positive integers.',
    day: 'must be a date.',
  });
  expect(params({ name: 'Anna', ids: [1, 2, 3], day: '2026-01-01' })).toEqual({
    name: 'name is too long.',
    ids: 'ids must be a list of at most 2 ids.',
  });
  // without attached messages zod's own text stays
  expect(failure({ username: 'x', age: 1.5 }).params?.age).toBe(
    'Invalid input: expected int, received number',
  );
});
