// The identity provider's client secret at rest: sealed like the mail outbox's bodies (shared/sealing.ts), under a
// key of its own derived from the JWT secret, bound to the company so a sealed value cannot be moved.
import type { KeyObject } from 'node:crypto';
import { seal, sealingKey, unseal } from '../../shared/sealing';

/** 32 bytes from the JWT secret, for SSO client secrets only. */
export const ssoSecretKey = (jwtSecret: string): KeyObject =>
  sealingKey(jwtSecret, 'officefit sso client secret v1');

// The binding the first version had (sealed through the outbox's `kind\nrecipient`): kept so stored values open.
const boundTo = (companyId: number) => `sso_client_secret\ncompany:${companyId}`;

export const sealClientSecret = (key: KeyObject, companyId: number, secret: string): string =>
  seal(key, boundTo(companyId), secret);

export const openClientSecret = (key: KeyObject, companyId: number, sealed: string): string =>
  unseal(key, boundTo(companyId), sealed);
