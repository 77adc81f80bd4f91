import { bodyLimitFor, DEFAULT_BODY_LIMIT, jsonDepthExceeds } from './json-body';

const depth = (text: string, max: number) => jsonDepthExceeds(Buffer.from(text), max);

test('counts the nesting of arrays and objects', () => {
  expect(depth(`{"a":[1,{"b":[]}]}`, 4)).toBe(false);
  expect(depth(`{"a":[1,{"b":[]}]}`, 3)).toBe(true);
  expect(depth(`${'['.repeat(33)}${']'.repeat(33)}`, 32)).toBe(true);
  expect(depth('[[],[],[],[]]', 2)).toBe(false);
});

test('ignores brackets inside strings, also after escaped quotes and backslashes', () => {
  expect(depth(`{"a":"[[[[{{{{"}`, 1)).toBe(false);
  expect(depth(`{"a":"\\"[[[[","b":"\\\\"}`, 1)).toBe(false);
  expect(depth(`{"a":"\\\\"}[[`, 1)).toBe(true);
  expect(depth(`["ü€💪[[["]`, 1)).toBe(false);
});

test('scans a megabyte quickly', () => {
  const started = process.hrtime.bigint();
  expect(depth('['.repeat(1_000_000), 32)).toBe(true);
  expect(depth(`[${'"x",'.repeat(250_000)}1]`, 32)).toBe(false);
  expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(200);
});

test('limits by route: small by default, larger for the CMS, smaller for the login', () => {
  expect(bodyLimitFor('/officefit/v1/participating')).toBe(DEFAULT_BODY_LIMIT);
  expect(bodyLimitFor('/officefit/v1/cms/pages/1/de')).toBeGreaterThan(DEFAULT_BODY_LIMIT);
  expect(bodyLimitFor('/jwt-auth/v1/token')).toBeLessThan(DEFAULT_BODY_LIMIT);
});
