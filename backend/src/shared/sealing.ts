// Secrets at rest (mail bodies in the outbox, an identity provider's client secret): AES-256-GCM under a key
// derived from the JWT secret (HKDF, one `purpose` per use, so a key of one use opens nothing of another), kept
// wherever that secret is kept. The additional data binds a sealed value to its place (a mail's kind and
// recipient, a company), so a value copied elsewhere fails to open. Stored format: `v1.` + base64url(iv | tag |
// ciphertext) — values sealed before this helper existed open unchanged.
import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** 32 bytes from the JWT secret for one purpose (the HKDF info, e.g. 'officefit mail outbox v1'). */
export function sealingKey(jwtSecret: string, purpose: string): KeyObject {
  const bytes = hkdfSync('sha256', Buffer.from(jwtSecret, 'utf8'), Buffer.alloc(0), purpose, 32);
  return createSecretKey(Buffer.from(bytes));
}

/** `clear` sealed under `key`, bound to `boundTo` (the additional data). */
export function seal(key: KeyObject, boundTo: string, clear: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(boundTo, 'utf8'));
  const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The clear text; throws when the sealed text is damaged, or was sealed under another key or binding. */
export function unseal(key: KeyObject, boundTo: string, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('not a sealed value');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(boundTo, 'utf8'))
    .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const clear = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return clear.toString('utf8');
}
