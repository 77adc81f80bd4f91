import { openClientSecret, sealClientSecret, ssoSecretKey } from './secret';

const jwtSecret = 'a-test-jwt-secret-of-enough-length-0123456789';
// Sealed before shared/sealing.ts (through the outbox's sealBody): stored client secrets must still open.
const OLD_SECRET = 'v1.7dXkD1QJzUVU_fwlmiCpyy9I_K4LjJmS7V6V4afFMOZ-cqYGJMmr-1zUNwZW';

test('a client secret sealed by the earlier code still opens', () => {
  expect(openClientSecret(ssoSecretKey(jwtSecret), 7, OLD_SECRET)).toBe('idp-client-secret');
});

test('a client secret is bound to its company', () => {
  const sealed = sealClientSecret(ssoSecretKey(jwtSecret), 7, 'x');
  expect(openClientSecret(ssoSecretKey(jwtSecret), 7, sealed)).toBe('x');
  expect(() => openClientSecret(ssoSecretKey(jwtSecret), 8, sealed)).toThrow();
});
