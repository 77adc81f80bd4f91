import { openBody, outboxKey, sealBody } from './outbox';

const jwtSecret = 'a-test-jwt-secret-of-enough-length-0123456789';
const mail = { kind: 'password_reset', recipient: 'anna@example.com' };
// Sealed by the outbox's own AES-GCM code before shared/sealing.ts: stored bodies must still open.
const OLD_BODY = 'v1.rUIrzmjgP_WkqPO9OlIqcqqNRV6FyDH4gDXEF7o677qHtoLp5i4';

test('a body sealed by the earlier code still opens', () => {
  expect(openBody(outboxKey(jwtSecret), { ...mail, body: OLD_BODY })).toBe('Hallo Anna');
});

test('a body is bound to its mail kind and recipient', () => {
  const body = sealBody(outboxKey(jwtSecret), { ...mail, body: 'Hallo' });
  expect(openBody(outboxKey(jwtSecret), { ...mail, body })).toBe('Hallo');
  expect(() => openBody(outboxKey(jwtSecret), { ...mail, recipient: 'eve@example.com', body })).toThrow();
});
