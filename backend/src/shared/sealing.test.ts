import { seal, sealingKey, unseal } from './sealing';

const jwtSecret = 'a-test-jwt-secret-of-enough-length-0123456789';

test('a sealed value opens only under its key and binding', () => {
  const key = sealingKey(jwtSecret, 'test purpose');
  const sealed = seal(key, 'company:1', 'geheim');
  expect(sealed).toMatch(/^v1\./);
  expect(sealed).not.toContain('geheim');
  expect(unseal(key, 'company:1', sealed)).toBe('geheim');
  expect(() => unseal(key, 'company:2', sealed)).toThrow();
  expect(() => unseal(sealingKey(jwtSecret, 'other purpose'), 'company:1', sealed)).toThrow();
  expect(() => unseal(key, 'company:1', 'plain')).toThrow('not a sealed value');
  expect(() => unseal(key, 'company:1', `${sealed.slice(0, -2)}AA`)).toThrow();
});
