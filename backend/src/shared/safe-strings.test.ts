import { AppError } from './errors';
import { assertSafeStrings, findUnsafeString, isUnsafeString } from './safe-strings';

test('NUL and lone surrogates are unsafe; pairs and ordinary text are not', () => {
  for (const bad of ['\u0000', 'a\u0000', '\uD800', 'x\uDBFFy', '\uDC00', 'a\uDFFF', '\uDC00\uD800']) {
    expect(isUnsafeString(bad)).toBe(true);
  }
  for (const good of ['', 'Grüße', '💪', 'a\uD83D\uDCAAb', 'tab\tnewline\n']) {
    expect(isUnsafeString(good)).toBe(false);
  }
});

test('finds the path of the first unsafe value or key', () => {
  expect(findUnsafeString({ a: 'ok', b: [1, { c: 'x\u0000' }] }, 'body')).toBe('b.1.c');
  expect(findUnsafeString('\uD800', 'body')).toBe('body');
  expect(findUnsafeString({ nested: { 'k\u0000': 1 } }, 'body')).toBe('nested');
  expect(findUnsafeString({ a: ['fine', 2, null, true] }, 'query')).toBeNull();
});

test('throws the 400 rest_invalid_param error naming the field', () => {
  try {
    assertSafeStrings({ search: 'a\u0000' }, 'query');
    throw new Error('expected an error');
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
      params: { search: 'search contains characters that are not allowed.' },
    });
  }
});
