// The identity provider's client secret at rest: sealed like the mail outbox's bodies (AES-256-GCM), under a key
// of its own derived from the JWT secret (HKDF), bound to the company so a sealed value cannot be moved.
import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { openBody, sealBody } from '../contact';

/** 32 bytes from the JWT secret, for SSO client secrets only. */
export function ssoSecretKey(jwtSecret: string): KeyObject {
  const bytes = hkdfSync(
    'sha256',
    Buffer.from(jwtSecret, 'utf8'),
    Buffer.alloc(0),
    'officefit sso client secret v1',
    32,
  );
  return createSecretKey(Buffer.from(bytes));
}

const bound = (companyId: number, body: string) => ({
  kind: 'sso_client_secret',
  recipient: `company:${companyId}`,
  body,
});

export const sealClientSecret = (key: KeyObject, companyId: number, secret: string): string =>
  sealBody(key, bound(companyId, secret));

export const openClientSecret = (key: KeyObject, companyId: number, sealed: string): string =>
  openBody(key, bound(companyId, sealed));
